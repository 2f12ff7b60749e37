import { gql } from '../module';

export const notificationTypeDefs = gql`
  type Subscription {
    "unread, not deleted notifications of the caller (optionally of one venue): sent at once, then on every change"
    unread_notifications(account_id: Int!, venue_id: Int): Int!
  }
`;
