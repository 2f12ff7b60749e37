import { api } from '../../api';
import type { AccountPage, AccountsQuery } from './types';

export const GET_ACCOUNTS_QUERY = `query GetAccounts($search: String, $page: Int, $size: Int) {
  get_accounts(search: $search, page: $page, size: $size) {
    total page size total_pages
    result { accountId email firstName lastName phone accountState isAdmin }
  }
}`;

/** Every account (admin only; 403 FORBIDDEN otherwise): guests, hosts, admins, new sign-ups; searched and paged by the API. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccounts: build.query<AccountPage, AccountsQuery>({
      query: ({ search, page, size }) => ({ document: GET_ACCOUNTS_QUERY, variables: { search: search || null, page, size } }),
      transformResponse: (data: { get_accounts: AccountPage }) => data.get_accounts,
    }),
  }),
});

export const { useGetAccountsQuery } = usersApi;
