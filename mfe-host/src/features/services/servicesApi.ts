// The service catalogue of a venue (host-and-admin spec 3 "Service", 2 "/services/{venueId?}";
// docs/CONTRACTS.md "Host: organisation, venues, ..."): inventory_services lists every system service with
// the venue's settings and the spaces where it is enabled; inventory_bulk_spaces_linking stores one.
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { InventoryBulkSpacesLinkingDocument, InventoryServicesDocument, type InventoryBulkSpacesLinkingMutation, type InventoryServicesQuery, type InventoryServiceFieldsFragment, type InventoryLinkingInput as GeneratedInventoryLinkingInput } from '../../generated/graphql';

export type OrderType = 'arrangement' | 'per_hour' | 'per_item' | 'per_item_or_per_hour' | 'per_person' | 'static';
export const ORDER_TYPES: readonly OrderType[] = ['static', 'per_person', 'per_hour', 'per_item', 'per_item_or_per_hour', 'arrangement'];
/** The API sends a service's order type as a string; the form knows these. */
export const isOrderType = (value: string | null | undefined): value is OrderType => (ORDER_TYPES as readonly (string | null | undefined)[]).includes(value);
export const SERVICE_VAT_RATES = [0, 9, 21] as const;

export type InventoryService = InventoryServiceFieldsFragment;

export type InventoryServicePage = InventoryServicesQuery['inventory_services'];

export type InventoryLinkingInput = GeneratedInventoryLinkingInput;

export const SERVICE_FRAGMENT = /* GraphQL */ `fragment InventoryServiceFields on InventoryService {
  venue_service_id system_service_id system_service_key system_service_name system_service_type description
  is_enabled is_inventory_enabled is_on_demand max_inventory vat_rate price price_net order_type is_inventory_allowed
  expect_quantity allow_on_demand is_venue is_space is_mandatory space_ids
}`;

export const INVENTORY_SERVICES_QUERY = /* GraphQL */ `query InventoryServices($venue_id: Int!, $first: Int, $skip: Int) {
  inventory_services(venue_id: $venue_id, first: $first, skip: $skip) { total result { ...InventoryServiceFields } }
}`;

export const INVENTORY_BULK_SPACES_LINKING_MUTATION = /* GraphQL */ `mutation InventoryBulkSpacesLinking($input: InventoryLinkingInput!) {
  inventory_bulk_spaces_linking(input: $input) { ...InventoryServiceFields }
}`;

export const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    inventoryServices: build.query<InventoryServicePage, number>({
      // 200 = the API's maximum page: a venue's catalogue is a few dozen system services
      query: (venue_id) => operation(InventoryServicesDocument, { venue_id, first: 200, skip: 0 }),
      transformResponse: (data: InventoryServicesQuery) => data.inventory_services,
    }),
    linkInventoryService: build.mutation<InventoryService, InventoryLinkingInput>({
      query: (input) => operation(InventoryBulkSpacesLinkingDocument, { input }),
      transformResponse: (data: InventoryBulkSpacesLinkingMutation) => data.inventory_bulk_spaces_linking,
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
