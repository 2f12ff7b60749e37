/**
 * Subscription unread_notifications(account_id, venue_id): only for the caller's own account.
 * Emits the count at once and again whenever it changes (LISTEN notifications, see NotificationHub).
 */
import { requireLogin } from '../../auth/guards';
import { ApiError, forbidden } from '../../errors/ApiError';
import { Pushable } from '../../realtime/pushable';
import { countUnread } from '../../services/notifications/centre';
import { assertVenueVisible } from '../../services/notifications/venueScope';
import type { GraphQLContext } from '../context';

interface Args {
  account_id: number;
  venue_id?: number | null;
}

export async function subscribeUnread(_: unknown, args: Args, ctx: GraphQLContext): Promise<AsyncIterableIterator<number>> {
  const viewer = requireLogin(ctx.viewer);
  if (viewer.accountId !== args.account_id) throw forbidden('notification');
  const hub = ctx.notifications;
  if (!hub) throw new ApiError('INTERNAL', { key: 'subscriptions_unavailable' });
  const venueId = args.venue_id ?? null;
  if (venueId !== null) await assertVenueVisible(ctx.knex, { accountId: viewer.accountId, isAdmin: viewer.isAdmin }, venueId);

  let last: number | null = null;
  let chain = Promise.resolve();
  let unsubscribe = () => undefined as void;
  const stream = new Pushable<number>(() => unsubscribe());
  // counts are read one after the other, so they reach the client in order
  const refresh = () => {
    chain = chain.then(async () => {
      try {
        const count = await countUnread(ctx.knex, args.account_id, venueId);
        if (count !== last) {
          last = count;
          stream.push(count);
        }
      } catch (err) {
        console.error('unread_notifications: count failed', err);
      }
    });
  };
  unsubscribe = hub.subscribe(args.account_id, (event) => {
    if (event === null || venueId === null || event.venue_id === venueId || event.venue_id === null) refresh();
  });
  refresh();
  await chain;
  return stream;
}

export const unread_notifications = {
  subscribe: subscribeUnread,
  resolve: (count: number) => count,
};
