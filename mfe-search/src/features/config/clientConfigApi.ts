import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { ClientConfigDocument, type ClientConfigQuery } from '../../generated/graphql';

/** client_config: how the UI learns the Google key (null = no Google Maps: the built-in map) and defaults. */
export type ClientConfig = ClientConfigQuery['client_config'];

export const CLIENT_CONFIG_QUERY = /* GraphQL */ `query ClientConfig { client_config { google_maps_key default_map_center { latitude longitude } } }`;

/** Spec section 9: default map centre about 52.21, 5.28. */
export const DEFAULT_MAP_CENTER = { latitude: 52.21, longitude: 5.28 };

export const clientConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    clientConfig: build.query<ClientConfig, void>({
      query: () => operation(ClientConfigDocument, {}),
      transformResponse: (data: ClientConfigQuery) => data.client_config,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useClientConfigQuery } = clientConfigApi;
