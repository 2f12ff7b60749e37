// GraphQL of the profile pages (authenticated endpoint), added to mfe-booking's one api.
import { api } from '../../api';
import type { NotificationPreference, NotificationSetting, ProfileAccount, ProfileInput } from './types';

const ACCOUNT_FIELDS = `accountId email emailVerified pendingEmail firstName lastName locale phone phoneVerified pendingPhone
  accountState avatarImage avatarImageId marketing`;

export const PROFILE_ACCOUNT_QUERY = `query ProfileAccount { profile { ${ACCOUNT_FIELDS} } }`;
export const UPDATE_PROFILE_MUTATION = `mutation UpdateProfile($input: ProfileInput!) { updateProfile(input: $input) { ${ACCOUNT_FIELDS} } }`;
export const DELETE_ACCOUNT_MUTATION = `mutation DeleteAccount { delete_account }`;
const SETTING_FIELDS = 'event_id name scope type email sms is_editable is_booker is_vendor';
export const SYSTEM_NOTIFICATIONS_QUERY = `query SystemNotifications { get_system_notifications { ${SETTING_FIELDS} } }`;
export const UPDATE_NOTIFICATION_PREFERENCES_MUTATION = `mutation UpdateNotificationPreferences($input: [NotificationPreferenceInput!]!) {
  update_user_notification_preferences(input: $input) { ${SETTING_FIELDS} }
}`;

export const profileApi = api
  .enhanceEndpoints({ addTagTypes: ['ProfileAccount', 'NotificationSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getProfileAccount: build.query<ProfileAccount, void>({
        query: () => ({ document: PROFILE_ACCOUNT_QUERY }),
        transformResponse: (data: { profile: ProfileAccount }) => data.profile,
        providesTags: ['ProfileAccount'],
      }),
      updateProfile: build.mutation<ProfileAccount, ProfileInput>({
        query: (input) => ({ document: UPDATE_PROFILE_MUTATION, variables: { input } }),
        transformResponse: (data: { updateProfile: ProfileAccount }) => data.updateProfile,
        async onQueryStarted(_input, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(profileApi.util.upsertQueryData('getProfileAccount', undefined, data));
          } catch {
            // the form shows the error
          }
        },
      }),
      deleteAccount: build.mutation<boolean, void>({
        query: () => ({ document: DELETE_ACCOUNT_MUTATION }),
        transformResponse: (data: { delete_account: boolean }) => data.delete_account,
      }),
      getSystemNotifications: build.query<NotificationSetting[], void>({
        query: () => ({ document: SYSTEM_NOTIFICATIONS_QUERY }),
        transformResponse: (data: { get_system_notifications: NotificationSetting[] }) => data.get_system_notifications,
        providesTags: ['NotificationSettings'],
      }),
      updateNotificationPreferences: build.mutation<NotificationSetting[], NotificationPreference[]>({
        query: (input) => ({ document: UPDATE_NOTIFICATION_PREFERENCES_MUTATION, variables: { input } }),
        transformResponse: (data: { update_user_notification_preferences: NotificationSetting[] }) => data.update_user_notification_preferences,
        async onQueryStarted(_input, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(profileApi.util.upsertQueryData('getSystemNotifications', undefined, data));
          } catch {
            // the page shows a toast
          }
        },
      }),
    }),
  });

export const {
  useGetProfileAccountQuery,
  useUpdateProfileMutation,
  useDeleteAccountMutation,
  useGetSystemNotificationsQuery,
  useUpdateNotificationPreferencesMutation,
} = profileApi;
