import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { GetAccountsDocument, type GetAccountsQuery } from '../../generated/graphql';
import type { AccountPage, AccountsQuery } from './types';

export const GET_ACCOUNTS_QUERY = /* GraphQL */ `query GetAccounts($search: String, $page: Int, $size: Int) {
  get_accounts(search: $search, page: $page, size: $size) {
    total page size total_pages
    result { accountId email firstName lastName phone accountState isAdmin }
  }
}`;

/** Every account (admin only; 403 FORBIDDEN otherwise): guests, hosts, admins, new sign-ups; searched and paged by the API. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccounts: build.query<AccountPage, AccountsQuery>({
      query: ({ search, page, size }) => operation(GetAccountsDocument, { search: search || null, page, size }),
      transformResponse: (data: GetAccountsQuery) => data.get_accounts,
    }),
  }),
});

export const { useGetAccountsQuery } = usersApi;
