import type { GetAccountsQuery } from '../../generated/graphql';

/** One page of `get_accounts` as the users tab asks for it. */
export type AccountPage = GetAccountsQuery['get_accounts'];
/** The fields of `get_accounts` the users tab shows. */
export type UserAccount = AccountPage['result'][number];

export interface AccountsQuery {
  search: string;
  page: number;
  size: number;
}

/** Spec section 9: general page size. */
export const USERS_PAGE_SIZE = 20;
