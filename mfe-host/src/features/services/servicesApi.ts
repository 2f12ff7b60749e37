// The service catalogue of a venue (host-and-admin spec 3 "Service", 2 "/services/{venueId?}";
// docs/CONTRACTS.md "Host: organisation, venues, ..."): inventory_services lists every system service with
// the venue's settings and the spaces where it is enabled; inventory_bulk_spaces_linking stores one.
import { api } from '../../api';

export type OrderType = 'arrangement' | 'per_hour' | 'per_item' | 'per_item_or_per_hour' | 'per_person' | 'static';
export const ORDER_TYPES: readonly OrderType[] = ['static', 'per_person', 'per_hour', 'per_item', 'per_item_or_per_hour', 'arrangement'];
export const SERVICE_VAT_RATES = [0, 9, 21] as const;

export interface InventoryService {
  venue_service_id: number | null;
  system_service_id: number;
  system_service_key: string;
  system_service_name: string;
  system_service_type: string;
  description: string | null;
  is_enabled: boolean;
  is_inventory_enabled: boolean;
  is_on_demand: boolean;
  max_inventory: number | null;
  vat_rate: number;
  /** cents incl. VAT */
  price: number;
  price_net: number;
  order_type: OrderType;
  is_inventory_allowed: boolean;
  expect_quantity: boolean;
  allow_on_demand: boolean;
  is_venue: boolean;
  is_space: boolean;
  is_mandatory: boolean;
  space_ids: number[];
}

export interface InventoryServicePage {
  result: InventoryService[];
  total: number;
}

export interface InventoryLinkingInput {
  venue_id: number;
  system_service_id: number;
  space_ids: number[];
  is_enabled: boolean;
  price: number;
  vat_rate: number;
  order_type: OrderType;
  is_on_demand: boolean;
  is_mandatory: boolean;
  is_inventory_enabled: boolean;
  max_inventory: number | null;
  description: string;
}

const SERVICE_FIELDS = `venue_service_id system_service_id system_service_key system_service_name system_service_type description
  is_enabled is_inventory_enabled is_on_demand max_inventory vat_rate price price_net order_type is_inventory_allowed
  expect_quantity allow_on_demand is_venue is_space is_mandatory space_ids`;

export const INVENTORY_SERVICES_QUERY = /* GraphQL */ `query inventory_services($venue_id: Int!, $first: Int, $skip: Int) {
  inventory_services(venue_id: $venue_id, first: $first, skip: $skip) { total result { ${SERVICE_FIELDS} } }
}`;

export const INVENTORY_BULK_SPACES_LINKING_MUTATION = /* GraphQL */ `mutation inventory_bulk_spaces_linking($input: InventoryLinkingInput!) {
  inventory_bulk_spaces_linking(input: $input) { ${SERVICE_FIELDS} }
}`;

export const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    inventoryServices: build.query<InventoryServicePage, number>({
      // 200 = the API's maximum page: a venue's catalogue is a few dozen system services
      query: (venue_id) => ({ document: INVENTORY_SERVICES_QUERY, variables: { venue_id, first: 200, skip: 0 } }),
      transformResponse: (data: { inventory_services: InventoryServicePage }) => data.inventory_services,
    }),
    linkInventoryService: build.mutation<InventoryService, InventoryLinkingInput>({
      query: (input) => ({ document: INVENTORY_BULK_SPACES_LINKING_MUTATION, variables: { input } }),
      transformResponse: (data: { inventory_bulk_spaces_linking: InventoryService }) => data.inventory_bulk_spaces_linking,
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        const data = await queryFulfilled.then((r) => r.data).catch(() => null); // the editor shows the error
        if (!data) return;
        dispatch(
          servicesApi.util.updateQueryData('inventoryServices', input.venue_id, (page) => {
            const i = page.result.findIndex((s) => s.system_service_id === data.system_service_id);
            if (i >= 0) page.result[i] = data;
          }),
        );
      },
    }),
  }),
});

export const { useInventoryServicesQuery, useLinkInventoryServiceMutation } = servicesApi;
