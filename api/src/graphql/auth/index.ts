import type { GraphQLModule } from '../module';
import { get_access_tokens } from './get_access_tokens';
import { phone_validity } from './phone_validity';
import { refresh_token } from './refresh_token';
import { authTypeDefs } from './schema';
import { enabled_social_networks, social_network_authorisation_url } from './social_network_authorisation_url';

export const authModule: GraphQLModule = {
  name: 'auth',
  visibility: 'public',
  typeDefs: authTypeDefs,
  resolvers: {
    Query: { phone_validity, social_network_authorisation_url, enabled_social_networks },
    Mutation: { get_access_tokens, refresh_token },
  },
};
