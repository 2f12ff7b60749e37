// The change requests of one booking as the host sees them (specific_booking: the terms in force and
// each request's proposed terms, layout and services by name), and the host's answer: approve or
// decline the guest's request, or withdraw an own one.
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import {
  ApproveChangeRequestDocument,
  BookingChangeRequestsDocument,
  CancelChangeRequestDocument,
  DeclineChangeRequestDocument,
  type BookingChangeRequestsQuery,
} from '../../generated/graphql';

type BookingRow = BookingChangeRequestsQuery['specific_booking'];
type ChangeRow = NonNullable<BookingRow['change_requests']>[number];

export type Layout = NonNullable<BookingRow['configuration']>;
/** service_name null: the service is no longer offered */
export type NamedService = BookingRow['services_in_force'][number];

/** A change request as the host sees it; the schema types requested_by and status as String, these are their values. */
export interface HostChangeRequest extends Omit<ChangeRow, 'requested_by' | 'status'> {
  requested_by: 'GUEST' | 'HOST';
  status: 'PENDING' | 'APPROVED' | 'DECLINED' | 'CANCELLED' | 'EXPIRED';
}

/** The booking's terms in force: what a pending request would change. */
export type BookingTerms = Pick<BookingRow, 'slot_start' | 'slot_end' | 'attendees' | 'configuration' | 'services_in_force'>;

export interface BookingChangeRequests {
  booking: BookingTerms;
  changes: HostChangeRequest[];
}

export const BOOKING_CHANGE_REQUESTS_QUERY = /* GraphQL */ `query BookingChangeRequests($id: Int!) {
  specific_booking(id: $id) {
    booking_id slot_start slot_end attendees
    configuration { configuration_id configuration_type max_guests }
    services_in_force { service_id quantity service_name order_type }
    change_requests {
      change_request_id requested_by status slot_start slot_end attendees price_difference ts_expires
      configuration { configuration_id configuration_type max_guests }
      services { service_id quantity service_name order_type }
    }
  }
}`;
export const APPROVE_CHANGE_REQUEST_MUTATION = /* GraphQL */ `mutation ApproveChangeRequest($change_request_id: Int!) {
  approve_change_request(change_request_id: $change_request_id) { booking_id booking_status }
}`;
export const DECLINE_CHANGE_REQUEST_MUTATION = /* GraphQL */ `mutation DeclineChangeRequest($change_request_id: Int!) {
  decline_change_request(change_request_id: $change_request_id) { change_request_id status }
}`;
export const CANCEL_CHANGE_REQUEST_MUTATION = /* GraphQL */ `mutation CancelChangeRequest($change_request_id: Int!) {
  cancel_change_request(change_request_id: $change_request_id) { change_request_id status }
}`;

const ANSWERS = {
  approve: (change_request_id: number) => operation(ApproveChangeRequestDocument, { change_request_id }),
  decline: (change_request_id: number) => operation(DeclineChangeRequestDocument, { change_request_id }),
  cancel: (change_request_id: number) => operation(CancelChangeRequestDocument, { change_request_id }),
} as const;

export const hostChangeRequestsApi = api.enhanceEndpoints({ addTagTypes: ['ChangeRequests'] }).injectEndpoints({
  endpoints: (build) => ({
    getChangeRequests: build.query<BookingChangeRequests, number>({
      query: (id) => operation(BookingChangeRequestsDocument, { id }),
      transformResponse: (data: BookingChangeRequestsQuery): BookingChangeRequests => {
        const { change_requests, slot_start, slot_end, attendees, configuration, services_in_force } = data.specific_booking;
        return { booking: { slot_start, slot_end, attendees, configuration, services_in_force }, changes: (change_requests ?? []) as HostChangeRequest[] };
      },
      providesTags: (_r, _e, id) => [{ type: 'ChangeRequests', id }],
    }),
    answerChangeRequest: build.mutation<unknown, { booking_id: number; change_request_id: number; answer: keyof typeof ANSWERS }>({
      query: ({ change_request_id, answer }) => ANSWERS[answer](change_request_id),
      invalidatesTags: (_r, _e, { booking_id }) => [{ type: 'ChangeRequests', id: booking_id }],
    }),
  }),
});

export const { useGetChangeRequestsQuery, useAnswerChangeRequestMutation } = hostChangeRequestsApi;
