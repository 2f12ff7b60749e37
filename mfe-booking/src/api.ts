// The ONE RTK Query api of mfe-booking; features add endpoints with api.injectEndpoints(...).
import { createApi } from '@reduxjs/toolkit/query/react';
import { graphqlBaseQuery } from '@zaalplek/platform';

export const api = createApi({
  reducerPath: 'mfeBookingApi',
  baseQuery: graphqlBaseQuery(),
  endpoints: () => ({}),
});
