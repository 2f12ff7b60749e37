import { operation } from '@zaalplek/platform';
import { api } from '../../../api';
import { CreateBookingDocument, type CreateBookingMutation, type SpaceBookingInput } from '../../../generated/graphql';
import type { PreviewInput } from '../../booking/types';

/** create_booking as a DRAFT: priced and kept, occupies nothing; the booking MFE takes it from there (docs/CONTRACTS.md). */
export const CREATE_BOOKING_MUTATION = /* GraphQL */ `mutation CreateBooking($input: SpaceBookingInput!) {
  create_booking(input: $input) { booking_id booking_status order_state }
}`;

/** What the space page's booking panel chose (the same input the price preview gets). */
export type BookingSelection = PreviewInput;

export type CreatedBooking = CreateBookingMutation['create_booking'];

/** The draft booking input: only what the panel chose, nothing derived (the API prices and validates). */
export function draftInput(selection: BookingSelection): SpaceBookingInput {
  return {
    space_id: selection.space_id,
    slot_start: selection.slot_start,
    slot_end: selection.slot_end,
    attendees: selection.attendees,
    ...(selection.configuration_id != null ? { configuration_id: selection.configuration_id } : {}),
    ...(selection.services?.length ? { services: selection.services } : {}),
    ...(selection.is_social ? { is_social: true } : {}),
    draft: true,
  };
}

export const createBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    createDraftBooking: build.mutation<CreatedBooking, BookingSelection>({
      query: (selection) => operation(CreateBookingDocument, { input: draftInput(selection) }),
      transformResponse: (data: CreateBookingMutation) => data.create_booking,
    }),
  }),
});

export const { useCreateDraftBookingMutation } = createBookingApi;
