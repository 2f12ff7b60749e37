import { gql } from '../module';

/** Authenticated account operations. The Account type itself is declared in graphql/auth (public). */
export const accountTypeDefs = gql`
  input ProfileInput {
    firstName: String
    lastName: String
    "applied only after the link sent to the new address is opened (pendingEmail)"
    email: String
    "applied only after the SMS code (pendingPhone); null removes the phone"
    phone: String
    locale: AccountLocale
    marketing: Boolean
    "role switch"
    accountState: AccountState
  }

  type SystemNotificationSetting {
    event_id: Int!
    name: String!
    scope: String!
    type: String!
    email: Boolean!
    sms: Boolean!
    is_editable: Boolean!
    is_booker: Boolean!
    is_vendor: Boolean!
  }

  input NotificationPreferenceInput {
    event_id: Int!
    email: Boolean!
    sms: Boolean!
  }

  extend type Query {
    "the caller's account"
    profile: Account!
    "the caller's notification settings per event (events of the caller's role)"
    get_system_notifications: [SystemNotificationSetting!]!
  }

  extend type Mutation {
    updateProfile(input: ProfileInput!): Account!
    "revokes the refresh family of this login (and of refresh_token when given)"
    logout(refresh_token: String): Boolean!
    "refused (CONFLICT delete_rejected_active_bookings) while active bookings exist"
    delete_account: Boolean!
    "non-editable events refuse (VALIDATION notification_not_editable)"
    update_user_notification_preferences(input: [NotificationPreferenceInput!]!): [SystemNotificationSetting!]!
  }
`;
