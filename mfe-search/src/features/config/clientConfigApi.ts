import { api } from '../../api';

/** client_config (docs/CONTRACTS.md, Discovery): how the UI learns the Google key and defaults. */
export interface ClientConfig {
  /** null = no Google Maps: the search page shows the built-in map */
  google_maps_key: string | null;
  default_map_center: { latitude: number; longitude: number };
}

export const CLIENT_CONFIG_QUERY = /* GraphQL */ `query ClientConfig { client_config { google_maps_key default_map_center { latitude longitude } } }`;

/** Spec section 9: default map centre about 52.21, 5.28. */
export const DEFAULT_MAP_CENTER = { latitude: 52.21, longitude: 5.28 };

export const clientConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    clientConfig: build.query<ClientConfig, void>({
      query: () => ({ document: CLIENT_CONFIG_QUERY }),
      transformResponse: (data: { client_config: ClientConfig }) => data.client_config,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useClientConfigQuery } = clientConfigApi;
