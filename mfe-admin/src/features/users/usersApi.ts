import { api } from '../../api';
import type { CustomerAccount } from './types';

export const GET_CUSTOMERS_QUERY = `query GetCustomers($page: Int, $size: Int) {
  get_customers(page: $page, size: $size) { accountId email firstName lastName accountState isAdmin }
}`;

/** The API's largest page of get_customers; a shorter page is the last one. */
export const CUSTOMERS_FETCH_SIZE = 100;
const MAX_FETCHED_PAGES = 50;

/**
 * Every customer account (admin only; 403 FORBIDDEN otherwise). The list is paged in the
 * client for now, so all pages of the API are fetched in a row (get_customers has no total).
 */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<CustomerAccount[], void>({
      queryFn: async (_arg, _api, _options, baseQuery) => {
        const all: CustomerAccount[] = [];
        for (let page = 1; page <= MAX_FETCHED_PAGES; page += 1) {
          const result = await baseQuery({ document: GET_CUSTOMERS_QUERY, variables: { page, size: CUSTOMERS_FETCH_SIZE } });
          if (result.error) return { error: result.error };
          const batch = (result.data as { get_customers: CustomerAccount[] | null }).get_customers ?? [];
          all.push(...batch);
          if (batch.length < CUSTOMERS_FETCH_SIZE) break;
        }
        return { data: all };
      },
    }),
  }),
});

export const { useGetCustomersQuery } = usersApi;
