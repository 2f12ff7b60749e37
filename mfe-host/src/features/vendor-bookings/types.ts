// Shapes of the host bookings API (docs/CONTRACTS.md "Host bookings").
import type { GetVendorBookingsQuery, VendorBookingFieldsFragment, VendorBookingFilters as GeneratedVendorBookingFilters } from '../../generated/graphql';
export const VENDOR_STATUSES = ['PENDING', 'OPTIONAL', 'PAID', 'EXPIRED', 'CANCELLED'] as const;
export type VendorBookingStatus = (typeof VENDOR_STATUSES)[number];

export type VendorBookingCustomer = VendorBookingFieldsFragment['customer'];

export type VendorBooking = VendorBookingFieldsFragment;

export type VendorBookingStats = Record<Lowercase<VendorBookingStatus> | 'total', number>;

export type VendorBookingPage = GetVendorBookingsQuery['get_vendor_bookings'];

export type VendorBookingFilters = GeneratedVendorBookingFilters;
