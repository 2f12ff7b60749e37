import { api } from '../../api';

export interface ServiceBalance {
  service_id: number;
  service_name: string;
  service_type: string;
  order_type: string;
  price: number;
  /** false with price 0: a standard service, included in the space price */
  is_on_demand: boolean;
  is_mandatory: boolean;
  max_inventory: number | null;
  remaining_inventory: number | null;
}

export const SPACE_SERVICE_BALANCE_QUERY = `query SpaceServiceBalance($space_id: Int!, $booking_start: String, $booking_end: String) {
  space_service_balance(space_id: $space_id, booking_start: $booking_start, booking_end: $booking_end, first: 200, booking_edit_mode: true) {
    result { service_id service_name service_type order_type price is_mandatory is_on_demand max_inventory remaining_inventory }
  }
}`;

/** Services of the space with what is left of each for the booking's window (the caller's own booking not counted). */
export const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    spaceServiceBalance: build.query<ServiceBalance[], { space_id: number; booking_start: string; booking_end: string }>({
      query: (variables) => ({ document: SPACE_SERVICE_BALANCE_QUERY, variables }),
      transformResponse: (data: { space_service_balance: { result: ServiceBalance[] } }) => data.space_service_balance.result,
    }),
  }),
});

export const { useSpaceServiceBalanceQuery } = servicesApi;
