import type { GraphQLModule } from '../module';
import { get_all_feedbacks } from './get_all_feedbacks';
import { home } from './home';
import { contentTypeDefs } from './schema';

export const contentModule: GraphQLModule = {
  name: 'content',
  visibility: 'public',
  typeDefs: contentTypeDefs,
  resolvers: { Query: { home, get_all_feedbacks } },
};
