import type { GetCustomersQuery } from '../../generated/graphql';

/** One page of `get_customers` as the users tab asks for it. */
export type CustomerPage = GetCustomersQuery['get_customers'];
/** The fields of `get_customers` the users tab shows. */
export type UserAccount = CustomerPage['result'][number];

export interface CustomersQuery {
  search: string;
  page: number;
  size: number;
}

/** Spec section 9: general page size. */
export const USERS_PAGE_SIZE = 20;
