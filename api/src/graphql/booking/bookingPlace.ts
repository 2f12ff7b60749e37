/**
 * Booking.place: where the booked space is and how to get in (venue address with postcode and city,
 * the space's access instructions). Only on the Booking type, which only the booking's guest, its
 * host side and admins can read.
 */
import { bookingPlace } from '../../services/booking/bookingView';
import type { GraphQLContext } from '../context';

export const bookingPlaceTypeDefs = /* GraphQL */ `
  "Where a booked space is and how to get in."
  type BookingPlace {
    venue_name: String
    space_name: String
    "street and number"
    address: String
    postal_code: String
    city: String
    "how to find and enter the space (from the host)"
    access_instructions: String
  }

  extend type Booking {
    place: BookingPlace
  }
`;

export const bookingPlaceResolvers = {
  Booking: {
    place: async (booking: { booking_id: number; space_id?: number }, _: unknown, ctx: GraphQLContext) => {
      const row = await bookingPlace(ctx.knex, booking.booking_id);
      if (!row) return null;
      const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
      return {
        venue_name: text(row.venue_name), space_name: text(row.space_name), address: text(row.address), postal_code: text(row.postal_code),
        city: text(row.city), access_instructions: text(row.access_instructions),
      };
    },
  },
};
