import type { GraphQLModule } from '../module';
import { get_booking_preliminary_calculation } from './get_booking_preliminary_calculation';
import { pricingTypeDefs } from './schema';
import { space_service_balance } from './space_service_balance';

export const pricingModule: GraphQLModule = {
  name: 'pricing',
  visibility: 'public',
  typeDefs: pricingTypeDefs,
  resolvers: { Query: { get_booking_preliminary_calculation, space_service_balance } },
};
