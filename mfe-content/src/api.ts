// The ONE RTK Query api of mfe-content; features add endpoints with api.injectEndpoints(...).
import { createApi } from '@reduxjs/toolkit/query/react';
import { graphqlBaseQuery } from '@zaalplek/platform';

export const api = createApi({
  reducerPath: 'mfeContentApi',
  baseQuery: graphqlBaseQuery(),
  tagTypes: ['EditorItems'],
  endpoints: () => ({}),
});
