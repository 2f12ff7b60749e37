import type { GraphQLModule } from '../module';
import { clear_all_notifications, delete_notification, get_day_overview, get_notifications, read_notification } from './centre';
import { notificationTypeDefs } from './schema';
import { unread_notifications } from './unread_notifications';

export const notificationModule: GraphQLModule = {
  name: 'notification',
  visibility: 'authenticated',
  typeDefs: notificationTypeDefs,
  resolvers: {
    Query: { get_notifications, get_day_overview },
    Mutation: { read_notification, clear_all_notifications, delete_notification },
    Subscription: { unread_notifications },
  },
};
