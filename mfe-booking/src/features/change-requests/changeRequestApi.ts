// Change requests on a booking (host-and-admin section 4): the price preview, sending, and answering
// or cancelling one. Each write refetches the booking (its change_requests, orders and status).
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import {
  ApproveChangeRequestDocument,
  CancelChangeRequestDocument,
  ChangeRequestSpaceDocument,
  CreateChangeRequestDocument,
  DeclineChangeRequestDocument,
  PreviewChangeRequestDocument,
  type ChangeRequestInput,
  type ChangeRequestSpaceQuery,
  type PreviewChangeRequestQuery,
} from '../../generated/graphql';

export const PREVIEW_CHANGE_REQUEST_QUERY = /* GraphQL */ `query PreviewChangeRequest($booking_id: Int!, $input: ChangeRequestInput!) {
  preview_change_request(booking_id: $booking_id, input: $input) { slot_start slot_end attendees price_difference ts_expires }
}`;
export const CREATE_CHANGE_REQUEST_MUTATION = /* GraphQL */ `mutation CreateChangeRequest($booking_id: Int!, $input: ChangeRequestInput!) {
  create_change_request(booking_id: $booking_id, input: $input) { change_request_id status price_difference ts_expires }
}`;
/** The booking's space layouts (the same Space the space page reads), to choose another one. */
export const CHANGE_REQUEST_SPACE_QUERY = /* GraphQL */ `query ChangeRequestSpace($space_id: Int!) {
  specific_space(space_id: $space_id) {
    space_id
    space_configurations { configuration_id configuration_type min_guests max_guests configuration_price is_default }
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

export type { ChangeRequestInput };
export type SpaceConfiguration = NonNullable<ChangeRequestSpaceQuery['specific_space']>['space_configurations'][number];
export type ChangeRequestPreview = PreviewChangeRequestQuery['preview_change_request'];
type Answer = 'approve' | 'decline' | 'cancel';
const ANSWER_DOCUMENTS = { approve: ApproveChangeRequestDocument, decline: DeclineChangeRequestDocument, cancel: CancelChangeRequestDocument } as const;

const tag = (id: number) => [{ type: 'Booking' as const, id }];

export const changeRequestApi = api.enhanceEndpoints({ addTagTypes: ['Booking'] }).injectEndpoints({
  endpoints: (build) => ({
    previewChangeRequest: build.mutation<ChangeRequestPreview, { booking_id: number; input: ChangeRequestInput }>({
      query: (variables) => operation(PreviewChangeRequestDocument, variables),
      transformResponse: (data: PreviewChangeRequestQuery) => data.preview_change_request,
    }),
    changeRequestConfigurations: build.query<SpaceConfiguration[], number>({
      query: (space_id) => operation(ChangeRequestSpaceDocument, { space_id }),
      transformResponse: (data: ChangeRequestSpaceQuery) => data.specific_space?.space_configurations ?? [],
    }),
    createChangeRequest: build.mutation<unknown, { booking_id: number; input: ChangeRequestInput }>({
      query: (variables) => operation(CreateChangeRequestDocument, variables),
      invalidatesTags: (_r, _e, { booking_id }) => tag(booking_id),
    }),
    answerChangeRequest: build.mutation<unknown, { booking_id: number; change_request_id: number; answer: Answer }>({
      query: ({ change_request_id, answer }) =>
        answer === 'approve'
          ? operation(ANSWER_DOCUMENTS.approve, { change_request_id })
          : answer === 'decline'
            ? operation(ANSWER_DOCUMENTS.decline, { change_request_id })
            : operation(ANSWER_DOCUMENTS.cancel, { change_request_id }),
      invalidatesTags: (_r, _e, { booking_id }) => tag(booking_id),
    }),
  }),
});

export const { useChangeRequestConfigurationsQuery, usePreviewChangeRequestMutation, useCreateChangeRequestMutation, useAnswerChangeRequestMutation } = changeRequestApi;
