// GraphQL of the profile pages (authenticated endpoint), added to mfe-booking's one api.
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import type { NotificationPreference, NotificationSetting, ProfileAccount, ProfileInput } from './types';
import { DeleteAccountDocument, ProfileAccountDocument, SystemNotificationsDocument, UpdateNotificationPreferencesDocument, UpdateProfileDocument, type DeleteAccountMutation, type ProfileAccountQuery, type SystemNotificationsQuery, type UpdateNotificationPreferencesMutation, type UpdateProfileMutation } from '../../generated/graphql';

export const PROFILE_ACCOUNT_FIELDS = /* GraphQL */ `fragment ProfileAccountFields on Account {
  accountId email emailVerified pendingEmail firstName lastName locale phone phoneVerified pendingPhone
  accountState avatarImage avatarImageId marketing
}`;

export const PROFILE_ACCOUNT_QUERY = /* GraphQL */ `query ProfileAccount { profile { ...ProfileAccountFields } }`;
export const UPDATE_PROFILE_MUTATION = /* GraphQL */ `mutation UpdateProfile($input: ProfileInput!) { updateProfile(input: $input) { ...ProfileAccountFields } }`;
export const DELETE_ACCOUNT_MUTATION = /* GraphQL */ `mutation DeleteAccount { delete_account }`;
export const NOTIFICATION_SETTING_FIELDS = /* GraphQL */ `fragment NotificationSettingFields on SystemNotificationSetting {
  event_id name scope type email sms is_editable is_booker is_vendor
}`;
export const SYSTEM_NOTIFICATIONS_QUERY = /* GraphQL */ `query SystemNotifications { get_system_notifications { ...NotificationSettingFields } }`;
export const UPDATE_NOTIFICATION_PREFERENCES_MUTATION = /* GraphQL */ `mutation UpdateNotificationPreferences($input: [NotificationPreferenceInput!]!) {
  update_user_notification_preferences(input: $input) { ...NotificationSettingFields }
}`;

export const profileApi = api
  .enhanceEndpoints({ addTagTypes: ['ProfileAccount', 'NotificationSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getProfileAccount: build.query<ProfileAccount, void>({
        query: () => operation(ProfileAccountDocument, {}),
        transformResponse: (data: ProfileAccountQuery) => data.profile,
        providesTags: ['ProfileAccount'],
      }),
      updateProfile: build.mutation<ProfileAccount, ProfileInput>({
        query: (input) => operation(UpdateProfileDocument, { input }),
        transformResponse: (data: UpdateProfileMutation) => data.updateProfile,
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
        query: () => operation(DeleteAccountDocument, {}),
        transformResponse: (data: DeleteAccountMutation) => data.delete_account,
      }),
      getSystemNotifications: build.query<NotificationSetting[], void>({
        query: () => operation(SystemNotificationsDocument, {}),
        transformResponse: (data: SystemNotificationsQuery) => data.get_system_notifications,
        providesTags: ['NotificationSettings'],
      }),
      updateNotificationPreferences: build.mutation<NotificationSetting[], NotificationPreference[]>({
        query: (input) => operation(UpdateNotificationPreferencesDocument, { input }),
        transformResponse: (data: UpdateNotificationPreferencesMutation) => data.update_user_notification_preferences,
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
