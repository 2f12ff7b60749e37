// The change requests of one booking as the host sees them (specific_booking: the terms in force and
// each request's proposed terms, layout and services by name), and the host's answer: approve or
// decline the guest's request, or withdraw an own one.
import { api } from '../../api';

export interface Layout {
  configuration_id: number;
  configuration_type: string;
  max_guests: number;
}

export interface NamedService {
  service_id: number;
  quantity: number;
  /** null: the service is no longer offered */
  service_name: string | null;
  order_type: string | null;
}

export interface HostChangeRequest {
  change_request_id: number;
  requested_by: 'GUEST' | 'HOST';
  status: 'PENDING' | 'APPROVED' | 'DECLINED' | 'CANCELLED' | 'EXPIRED';
  slot_start: string;
  slot_end: string;
  attendees: number;
  price_difference: number;
  ts_expires: string;
  /** the proposed layout; null = the space's default (or a layout removed since) */
  configuration: Layout | null;
  /** the whole list of services the booking would have */
  services: NamedService[];
}

/** The booking's terms in force: what a pending request would change. */
export interface BookingTerms {
  slot_start: string;
  slot_end: string;
  attendees: number;
  configuration: Layout | null;
  services_in_force: NamedService[];
}

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

const ANSWERS = { approve: APPROVE_CHANGE_REQUEST_MUTATION, decline: DECLINE_CHANGE_REQUEST_MUTATION, cancel: CANCEL_CHANGE_REQUEST_MUTATION } as const;

export const hostChangeRequestsApi = api.enhanceEndpoints({ addTagTypes: ['ChangeRequests'] }).injectEndpoints({
  endpoints: (build) => ({
    getChangeRequests: build.query<BookingChangeRequests, number>({
      query: (id) => ({ document: BOOKING_CHANGE_REQUESTS_QUERY, variables: { id } }),
      transformResponse: (data: { specific_booking: BookingTerms & { change_requests: HostChangeRequest[] | null } }) => {
        const { change_requests, slot_start, slot_end, attendees, configuration, services_in_force } = data.specific_booking;
        return { booking: { slot_start, slot_end, attendees, configuration, services_in_force }, changes: change_requests ?? [] };
      },
      providesTags: (_r, _e, id) => [{ type: 'ChangeRequests', id }],
    }),
    answerChangeRequest: build.mutation<unknown, { booking_id: number; change_request_id: number; answer: keyof typeof ANSWERS }>({
      query: ({ change_request_id, answer }) => ({ document: ANSWERS[answer], variables: { change_request_id } }),
      invalidatesTags: (_r, _e, { booking_id }) => [{ type: 'ChangeRequests', id: booking_id }],
    }),
  }),
});

export const { useGetChangeRequestsQuery, useAnswerChangeRequestMutation } = hostChangeRequestsApi;
