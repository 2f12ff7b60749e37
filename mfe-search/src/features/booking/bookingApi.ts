import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import {
  PricePreviewDocument, SpaceAvailabilityDocument, SpaceServicesDocument,
  type PricePreviewQuery, type SpaceAvailabilityQuery, type SpaceServicesQuery,
} from '../../generated/graphql';
import type { BookingPreview, PreviewInput, SpaceDayAvailability, SpaceService } from './types';

export const SPACE_AVAILABILITY_QUERY = /* GraphQL */ `query SpaceAvailability($space_id: Int!, $date: String!, $slot_start: String, $slot_end: String) {
  space_availability(space_id: $space_id, date: $date, slot_start: $slot_start, slot_end: $slot_end) {
    space_id date is_open opening { slot_start slot_end } free_slots { slot_start slot_end } is_bookable
  }
}`;

export const PRICE_PREVIEW_QUERY = /* GraphQL */ `query PricePreview($input: BookingPreliminaryCalculationInput!) {
  get_booking_preliminary_calculation(input: $input) {
    space_id duration_minutes
    order_items { order_item_type reference_id service_name quantity hours order_item_total_vat_excl discount vat_rate order_item_total }
    total_excl_vat vat_21 vat_9 vat_total total_incl_vat discount is_free is_reservation_limit_reached
  }
}`;

export const SPACE_SERVICES_QUERY = /* GraphQL */ `query SpaceServices($space_id: Int!, $booking_start: String, $booking_end: String) {
  space_service_balance(space_id: $space_id, booking_start: $booking_start, booking_end: $booking_end, first: 200) {
    result { service_id service_name service_type description order_type price vat_rate is_mandatory is_on_demand remaining_inventory }
    total
  }
}`;

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Opening and free slots of one Amsterdam day; with a window also whether it can be booked. */
    spaceAvailability: build.query<SpaceDayAvailability, { space_id: number; date: string; slot_start?: string; slot_end?: string }>({
      query: (variables) => operation(SpaceAvailabilityDocument, variables),
      transformResponse: (data: SpaceAvailabilityQuery) => data.space_availability,
    }),
    /** The API's price preview (every rule lives in the API's pricing module). */
    pricePreview: build.query<BookingPreview, { input: PreviewInput; locale: string }>({
      query: ({ input }) => operation(PricePreviewDocument, { input }),
      transformResponse: (data: PricePreviewQuery) => data.get_booking_preliminary_calculation,
    }),
    /** Catering and facilities of the space with prices (and inventory for a window). */
    spaceServices: build.query<SpaceService[], { space_id: number; booking_start?: string; booking_end?: string; locale: string }>({
      query: ({ locale: _locale, ...variables }) => operation(SpaceServicesDocument, variables),
      transformResponse: (data: SpaceServicesQuery) => data.space_service_balance.result,
    }),
  }),
});

export const { useSpaceAvailabilityQuery, usePricePreviewQuery, useSpaceServicesQuery } = bookingApi;
