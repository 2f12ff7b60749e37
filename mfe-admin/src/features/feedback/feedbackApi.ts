import { operation, restRequest, toApiErrorBody } from '@zaalplek/platform';
import { api } from '../../api';
import {
  AddFeedbackDocument, AdminFeedbacksDocument, DeleteFeedbackDocument, EditFeedbackDocument,
  type AdminFeedbacksQuery, type FeedbackInput, type FeedbackRole,
} from '../../generated/graphql';


export const ADMIN_FEEDBACKS_QUERY = /* GraphQL */ `query AdminFeedbacks($user_role: FeedbackRole, $search: String) {
  admin_feedbacks(user_role: $user_role, search: $search) {
    feedback_id avatar_image_id avatar_url user_name user_company_name user_company_position user_role feedback_nl feedback_en position
  }
}`;

export const FEEDBACK_MUTATIONS = [
  /* GraphQL */ `mutation AddFeedback($input: FeedbackInput!) { add_feedback(input: $input) { feedback_id } }`,
  /* GraphQL */ `mutation EditFeedback($feedback_id: Int!, $input: FeedbackInput!, $is_avatar_changed: Boolean) {
    edit_feedback(feedback_id: $feedback_id, input: $input, is_avatar_changed: $is_avatar_changed) { feedback_id }
  }`,
  /* GraphQL */ `mutation DeleteFeedback($feedback_id: Int!) { delete_feedback(feedback_id: $feedback_id) }`,
];

export type AdminFeedback = AdminFeedbacksQuery['admin_feedbacks'][number];

/** Testimonials for staff, and the avatar upload (POST image/?owner_type=FEEDBACK, the image rules). */
export const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminFeedbacks: build.query<AdminFeedback[], { user_role: FeedbackRole | null; search: string }>({
      query: (v) => operation(AdminFeedbacksDocument, { ...v, search: v.search || null }),
      transformResponse: (data: AdminFeedbacksQuery) => data.admin_feedbacks,
    }),
    addFeedback: build.mutation<unknown, { input: FeedbackInput }>({ query: (v) => operation(AddFeedbackDocument, v) }),
    editFeedback: build.mutation<unknown, { feedback_id: number; input: FeedbackInput; is_avatar_changed: boolean }>({ query: (v) => operation(EditFeedbackDocument, v) }),
    deleteFeedback: build.mutation<unknown, { feedback_id: number }>({ query: (v) => operation(DeleteFeedbackDocument, v) }),
    uploadAvatar: build.mutation<{ image_id: number; image_url: string }, File>({
      queryFn: async (file) => {
        const form = new FormData();
        form.append('file', file);
        try {
          return { data: await restRequest<{ image_id: number; image_url: string }>('/api/image/?owner_type=FEEDBACK', { method: 'POST', body: form }) };
        } catch (error) {
          return { error: toApiErrorBody(error) };
        }
      },
    }),
  }),
});

export const { useAdminFeedbacksQuery, useAddFeedbackMutation, useEditFeedbackMutation, useDeleteFeedbackMutation, useUploadAvatarMutation } = feedbackApi;
