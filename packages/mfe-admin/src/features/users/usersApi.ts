import { api } from '../../api';
import type { CustomerAccount } from './types';

export const GET_CUSTOMERS_QUERY = `query GetCustomers {
  get_customers { accountId email firstName lastName accountState isAdmin }
}`;

/** Every customer account (admin only; the API answers 403 FORBIDDEN otherwise). */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<CustomerAccount[], void>({
      query: () => ({ document: GET_CUSTOMERS_QUERY }),
      transformResponse: (data: { get_customers: CustomerAccount[] | null }) => data.get_customers ?? [],
    }),
  }),
});

export const { useGetCustomersQuery } = usersApi;
