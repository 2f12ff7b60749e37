import type { GraphQLModule } from '../module';
import { bookingTypeResolvers, get_bookings } from './get_bookings';
import { bookingTypeDefs } from './schema';

export const bookingModule: GraphQLModule = {
  name: 'booking',
  visibility: 'authenticated',
  typeDefs: bookingTypeDefs,
  resolvers: { Query: { get_bookings }, ...bookingTypeResolvers },
};
