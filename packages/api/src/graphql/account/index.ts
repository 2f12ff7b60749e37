import type { GraphQLModule } from '../module';
import { get_customers } from './get_customers';
import { profile } from './profile';
import { accountTypeDefs } from './schema';

export const accountModule: GraphQLModule = {
  name: 'account',
  visibility: 'authenticated',
  typeDefs: accountTypeDefs,
  resolvers: { Query: { profile, get_customers } },
};
