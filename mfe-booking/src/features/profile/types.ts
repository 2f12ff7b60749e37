import type { NotificationPreferenceInput, NotificationSettingFieldsFragment, ProfileAccountFieldsFragment, ProfileInput } from '../../generated/graphql';

/** The account as /profile/account shows it (GraphQL `profile`, docs/CONTRACTS.md "Accounts"). */
export type ProfileAccount = ProfileAccountFieldsFragment;
/** `ProfileInput` of `updateProfile` (all optional). */
export type { ProfileInput };
/** One system notification setting (`get_system_notifications`); scope ADMIN, AUTHENTICATION, BOOKING, LOCATION, ... */
export type NotificationSetting = NotificationSettingFieldsFragment;
export type NotificationPreference = NotificationPreferenceInput;
