import type { GraphQLModule } from '../module';
import { bookingPlaceResolvers, bookingPlaceTypeDefs } from './bookingPlace';
import { bookingTypeResolvers, get_bookings } from './get_bookings';
import { bookingOperationResolvers } from './operations';
import { bookingOperationsTypeDefs } from './operationsSchema';
import { bookingTypeDefs } from './schema';

export const bookingModule: GraphQLModule = {
  name: 'booking',
  visibility: 'authenticated',
  typeDefs: bookingTypeDefs + bookingOperationsTypeDefs + bookingPlaceTypeDefs,
  resolvers: {
    Query: { get_bookings, ...bookingOperationResolvers.Query },
    Mutation: bookingOperationResolvers.Mutation,
    Subscription: bookingOperationResolvers.Subscription,
    Booking: { ...bookingTypeResolvers.Booking, ...bookingOperationResolvers.Booking, ...bookingPlaceResolvers.Booking },
    BookingChangeRequest: bookingOperationResolvers.BookingChangeRequest,
  },
};
