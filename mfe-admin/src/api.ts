// The ONE RTK Query api of mfe-admin; features add endpoints with api.injectEndpoints(...).
import { createApi } from '@reduxjs/toolkit/query/react';
import { graphqlBaseQuery } from '@zaalplek/platform';

export const api = createApi({
  reducerPath: 'mfeAdminApi',
  baseQuery: graphqlBaseQuery(),
  endpoints: () => ({}),
});
