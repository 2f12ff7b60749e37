import type { GraphQLModule } from '../module';
import { delete_account } from './delete_account';
import { logout } from './logout';
import { get_system_notifications, update_user_notification_preferences } from './notificationSettings';
import { profile } from './profile';
import { accountTypeDefs } from './schema';
import { updateProfile } from './updateProfile';

export const accountModule: GraphQLModule = {
  name: 'account',
  visibility: 'authenticated',
  typeDefs: accountTypeDefs,
  resolvers: {
    Query: { profile, get_system_notifications },
    Mutation: { updateProfile, logout, delete_account, update_user_notification_preferences },
  },
};
