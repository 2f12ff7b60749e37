import type { GraphQLModule } from '../module';
import { notificationTypeDefs } from './schema';
import { unread_notifications } from './unread_notifications';

export const notificationModule: GraphQLModule = {
  name: 'notification',
  visibility: 'authenticated',
  typeDefs: notificationTypeDefs,
  resolvers: { Subscription: { unread_notifications } },
};
