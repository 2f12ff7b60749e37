import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { CustomerDocument, CustomersDocument, type CustomerQuery, type CustomersQuery, type VendorCustomerFieldsFragment } from '../../generated/graphql';
import type { VendorBooking } from '../vendor-bookings/types';

export type VendorCustomer = VendorCustomerFieldsFragment;

export type VendorCustomerPage = CustomersQuery['customers'];

export const CUSTOMER_FRAGMENT = /* GraphQL */ `fragment VendorCustomerFields on VendorCustomer {
  account_id first_name last_name email phone bookings_count paid_total last_booking_start
}`;

export const CUSTOMERS_QUERY = /* GraphQL */ `query Customers($venue_id: Int, $search: String, $page: Int, $size: Int) {
  customers(venue_id: $venue_id, search: $search, page: $page, size: $size) {
    result { ...VendorCustomerFields }
    total page size total_pages
  }
}`;

export const CUSTOMER_QUERY = /* GraphQL */ `query Customer($account_id: Int!, $venue_id: Int) {
  customer(account_id: $account_id, venue_id: $venue_id) {
    customer { ...VendorCustomerFields }
    bookings { ...VendorBookingFields }
  }
}`;

export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<VendorCustomerPage, { venue_id?: number; search?: string; page: number; size: number }>({
      query: (variables) => operation(CustomersDocument, variables),
      transformResponse: (data: CustomersQuery) => data.customers,
    }),
    getCustomer: build.query<{ customer: VendorCustomer; bookings: VendorBooking[] }, { account_id: number; venue_id?: number }>({
      query: (variables) => operation(CustomerDocument, variables),
      transformResponse: (data: CustomerQuery) => data.customer,
    }),
  }),
});

export const { useGetCustomersQuery, useGetCustomerQuery } = customersApi;
