// The ONE RTK Query api of mfe-search; features add endpoints with api.injectEndpoints(...).
import { createApi } from '@reduxjs/toolkit/query/react';
import { graphqlBaseQuery } from '@zaalplek/platform';

export const api = createApi({
  reducerPath: 'mfeSearchApi',
  baseQuery: graphqlBaseQuery(),
  // 'Favourites': every answer that carries is_favorite; refetched after a (un)favourite and a login/logout.
  tagTypes: ['Favourites'],
  endpoints: () => ({}),
});
