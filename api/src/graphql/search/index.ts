import type { GraphQLModule } from '../module';
import { client_config } from './client_config';
import { get_spaces_by_slug } from './get_spaces_by_slug';
import { get_top_spaces } from './get_top_spaces';
import { searchTypeDefs } from './schema';
import { space_availability } from './space_availability';
import { specific_instance_by_slug } from './specific_instance_by_slug';
import { specific_space } from './specific_space';
import { searchTypeResolvers } from './types';
import { venue_search } from './venue_search';

export const searchModule: GraphQLModule = {
  name: 'search',
  visibility: 'public',
  typeDefs: searchTypeDefs,
  resolvers: {
    Query: { get_top_spaces, get_spaces_by_slug, venue_search, specific_instance_by_slug, specific_space, space_availability, client_config },
    ...searchTypeResolvers,
  },
};
