/** Space page booking panel shapes: availability, price preview and services (types generated from api/schema.graphql). */
import type { BookingPreliminaryCalculationInput, PricePreviewQuery, SpaceAvailabilityQuery, SpaceServicesQuery } from '../../generated/graphql';

export type SpaceDayAvailability = SpaceAvailabilityQuery['space_availability'];
export type TimeSlot = SpaceDayAvailability['free_slots'][number];

export type BookingPreview = PricePreviewQuery['get_booking_preliminary_calculation'];
export type PreviewOrderItem = BookingPreview['order_items'][number];

/** The price preview's input (and the draft booking's): what the panel chose. */
export type PreviewInput = BookingPreliminaryCalculationInput;

export type SpaceService = SpaceServicesQuery['space_service_balance']['result'][number];
