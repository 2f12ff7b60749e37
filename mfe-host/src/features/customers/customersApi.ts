import { api } from '../../api';
import type { VendorBooking } from '../vendor-bookings/types';
import { VENDOR_BOOKING_FIELDS } from '../vendor-bookings/vendorBookingsApi';

export interface VendorCustomer {
  account_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  bookings_count: number;
  paid_total: number;
  last_booking_start: string | null;
}

export interface VendorCustomerPage {
  result: VendorCustomer[];
  total: number;
  page: number;
  size: number;
  total_pages: number;
}

const CUSTOMER_FIELDS = 'account_id first_name last_name email phone bookings_count paid_total last_booking_start';

export const CUSTOMERS_QUERY = /* GraphQL */ `query Customers($venue_id: Int, $search: String, $page: Int, $size: Int) {
  customers(venue_id: $venue_id, search: $search, page: $page, size: $size) {
    result { ${CUSTOMER_FIELDS} }
    total page size total_pages
  }
}`;

export const CUSTOMER_QUERY = /* GraphQL */ `query Customer($account_id: Int!, $venue_id: Int) {
  customer(account_id: $account_id, venue_id: $venue_id) {
    customer { ${CUSTOMER_FIELDS} }
    bookings { ${VENDOR_BOOKING_FIELDS} }
  }
}`;

export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<VendorCustomerPage, { venue_id?: number; search?: string; page: number; size: number }>({
      query: (variables) => ({ document: CUSTOMERS_QUERY, variables }),
      transformResponse: (data: { customers: VendorCustomerPage }) => data.customers,
    }),
    getCustomer: build.query<{ customer: VendorCustomer; bookings: VendorBooking[] }, { account_id: number; venue_id?: number }>({
      query: (variables) => ({ document: CUSTOMER_QUERY, variables }),
      transformResponse: (data: { customer: { customer: VendorCustomer; bookings: VendorBooking[] } }) => data.customer,
    }),
  }),
});

export const { useGetCustomersQuery, useGetCustomerQuery } = customersApi;
