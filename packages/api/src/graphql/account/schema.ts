import { gql } from '../module';

export const accountTypeDefs = gql`
  enum AccountState {
    BOOKER
    VENDOR
  }

  enum AccountLocale {
    NL
    EN
  }

  type Account {
    accountId: Int!
    email: String!
    firstName: String
    lastName: String
    locale: AccountLocale!
    phone: String
    accountState: AccountState!
    isAdmin: Boolean!
    "the organisation the account owns or works for as team member"
    organisationId: Int
  }

  extend type Query {
    "the caller's account"
    profile: Account!
    "admin only: booker accounts, optionally filtered by name or e-mail; page is 1-based, size max 100"
    get_customers(search: String, page: Int, size: Int): [Account!]!
  }
`;
