import { gql } from '../module';

/**
 * Public auth operations. Declares `type Mutation` (public schema): other modules use
 * `extend type Mutation`. The Account type lives here too, because get_access_tokens answers it
 * on the public endpoint.
 */
export const authTypeDefs = gql`
  type Mutation {
    "consumes an e-mail login link token; same as POST /api/account/access-token/{code}/"
    get_access_tokens(email_token: String!, nonce: String): AuthTokens!
    "rotates the refresh token; an already rotated token revokes its whole family"
    refresh_token(refresh_token: String!): TokenPair!
  }

  extend type Query {
    "phone format ('+' then 8-15 digits); says nothing about accounts (rate-limited per IP)"
    phone_validity(input: PhoneValidityInput!): PhoneValidity!
    "the provider URL to send the browser to (state + nonce kept by the API for 10 minutes)"
    social_network_authorisation_url(social_network: SocialNetwork!, auth_flow: AuthFlow!, account_state: AccountState): SocialAuthorisationUrl!
    "social networks configured on this server"
    enabled_social_networks: [SocialNetwork!]!
  }

  enum AccountState {
    BOOKER
    VENDOR
  }

  enum AccountLocale {
    NL
    EN
  }

  enum SocialNetwork {
    FACEBOOK
    GOOGLE
    LINKEDIN
  }

  enum AuthFlow {
    LOGIN
    SIGNUP
  }

  enum AccountPermission {
    ALLOWED_TO_ACTIVATE_SPACES_WITHOUT_SYNC
    ALLOWED_TO_CANCEL_PAID_BOOKINGS_AS_VENDOR
    ALLOWED_TO_SET_SPACE_BOOKING_TYPES
  }

  enum TeamRole {
    CLEANER
    FINANCE
    KEY_MANAGER
    OWNER
    SUPPORT
    VENUE_MANAGER
  }

  enum StaffRole { ADMIN SUPPORT CONTENT_EDITOR }

  "an admin working as this account with a short-lived act-as token"
  type ActingAs {
    adminId: Int!
    adminName: String!
    "when the act-as token ends (ISO 8601)"
    expiresAt: String!
  }

  type Account {
    accountId: Int!
    email: String!
    emailVerified: Boolean!
    "a new e-mail waiting for its verification link"
    pendingEmail: String
    firstName: String
    lastName: String
    locale: AccountLocale!
    phone: String
    phoneVerified: Boolean!
    "a new phone waiting for its SMS code"
    pendingPhone: String
    accountState: AccountState!
    isAdmin: Boolean!
    "staff role in the admin area: ADMIN (isAdmin), SUPPORT or CONTENT_EDITOR; null for everyone else and under an act-as token"
    staffRole: StaffRole
    "set on the caller's own profile while an admin acts as this account (act-as token)"
    actingAs: ActingAs
    "the organisation the account owns or works for as team member"
    organisationId: Int
    "avatar URL (/api/image/{id}/)"
    avatarImage: String
    avatarImageId: Int
    marketing: Boolean!
    permissions: [AccountPermission!]!
    "actions of the roles table the account may do (api/README.md, Roles)"
    eventPermissions: [String!]!
    "team role when the account works for an organisation it does not own"
    roleType: TeamRole
    socialNetworks: [SocialNetwork!]!
    chatUserId: String
  }

  type AuthTokens {
    access_token: String!
    refresh_token: String!
    "first login of a newly created account"
    is_created: Boolean!
    "false: the link was opened in another browser than the one that asked for it"
    same_browser: Boolean!
    account: Account!
  }

  type TokenPair {
    access_token: String!
    refresh_token: String!
  }

  input PhoneValidityInput {
    phone: String!
  }

  type PhoneValidity {
    is_valid: Boolean!
  }

  type SocialAuthorisationUrl {
    url: String!
    state: String!
  }
`;
