import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { SpaceServiceBalanceDocument, type SpaceServiceBalanceQuery } from '../../generated/graphql';

/** is_on_demand false with price 0: a standard service, included in the space price. */
export type ServiceBalance = SpaceServiceBalanceQuery['space_service_balance']['result'][number];

export const SPACE_SERVICE_BALANCE_QUERY = /* GraphQL */ `query SpaceServiceBalance($space_id: Int!, $booking_start: String, $booking_end: String) {
  space_service_balance(space_id: $space_id, booking_start: $booking_start, booking_end: $booking_end, first: 200, booking_edit_mode: true) {
    result { service_id service_name service_type order_type price is_mandatory is_on_demand max_inventory remaining_inventory }
  }
}`;

/** Services of the space with what is left of each for the booking's window (the caller's own booking not counted). */
export const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    spaceServiceBalance: build.query<ServiceBalance[], { space_id: number; booking_start: string; booking_end: string }>({
      query: (variables) => operation(SpaceServiceBalanceDocument, variables),
      transformResponse: (data: SpaceServiceBalanceQuery) => data.space_service_balance.result,
    }),
  }),
});

export const { useSpaceServiceBalanceQuery } = servicesApi;
