import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { GetCustomersDocument, type GetCustomersQuery } from '../../generated/graphql';
import type { CustomerPage, CustomersQuery } from './types';

export const GET_CUSTOMERS_QUERY = /* GraphQL */ `query GetCustomers($search: String, $page: Int, $size: Int) {
  get_customers(search: $search, page: $page, size: $size) {
    total page size total_pages
    result { accountId email firstName lastName phone accountState isAdmin }
  }
}`;

/** The booker accounts (admin and support; 403 FORBIDDEN otherwise), newest first, searched and paged by the API. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<CustomerPage, CustomersQuery>({
      query: ({ search, page, size }) => operation(GetCustomersDocument, { search: search || null, page, size }),
      transformResponse: (data: GetCustomersQuery) => data.get_customers,
    }),
  }),
});

export const { useGetCustomersQuery } = usersApi;
