/** The host's bookings and customers (get_vendor_bookings, customers, customer) within a scope the caller has checked. */
import type { Knex } from 'knex';
import { fieldValidation } from '../../errors/ApiError';
import {
  hostBookingsPage, hostCustomer, hostCustomersPage, type HostBookingFilters, type HostBookingScope,
} from '../../queries/hostBookings';

export type { HostBookingFilters, HostBookingScope };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** date_from / date_to are Europe/Amsterdam days (YYYY-MM-DD) of the meeting start. */
export async function listHostBookings(knex: Knex, scope: HostBookingScope, f: HostBookingFilters, page: { size: number; offset: number }) {
  for (const field of ['date_from', 'date_to'] as const) {
    const v = f[field];
    if (v != null && (!DATE.test(v) || Number.isNaN(Date.parse(v)))) throw fieldValidation('booking', field, 'invalid_date');
  }
  return hostBookingsPage(knex, scope, f, page);
}

export const listHostCustomers = hostCustomersPage;
export const findHostCustomer = hostCustomer;
