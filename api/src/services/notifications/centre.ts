/**
 * The notification centre of one account (spec: Notifications; unread -> read, deleted singly or all
 * at once): its own rows only, optionally of one venue it may see. Another account's notification is
 * NOT_FOUND. Every change fires the notification_notify trigger, so unread_notifications subscribers
 * in every API process hear it.
 */
import type { Knex } from 'knex';
import { Notification } from '../../db/models';
import { ApiError, notFound } from '../../errors/ApiError';
import { assertVenueVisible, type Caller } from './venueScope';

export const MAX_PAGE = 100;
export const MAX_IDS = 200;

export interface NotificationView {
  event_notification_id: number;
  event_name: string;
  event_status: string;
  event_type: string;
  is_read: boolean;
  is_deleted: boolean;
  venue_id: number | null;
  venue_name: string | null;
  booking_id: number | null;
  space_id: number | null;
  space_name: string | null;
  booking_start: string | null;
  ts_created: string;
  payload: Record<string, unknown>;
}

type Row = Notification & { venue_name?: string | null; space_id?: number | null; space_name?: string | null; booking_start?: Date | string | null };

const iso = (v: unknown): string | null => (v == null ? null : new Date(v as string).toISOString());

function view(row: Row): NotificationView {
  const payload = (row.payload ?? {}) as Record<string, unknown>;
  const payloadSpace = typeof payload.space_id === 'number' ? payload.space_id : null;
  return {
    event_notification_id: row.event_notification_id,
    event_name: row.event_name,
    event_status: row.event_status,
    event_type: row.event_type,
    is_read: row.is_read,
    is_deleted: row.is_deleted,
    venue_id: row.venue_id ?? null,
    venue_name: row.venue_name ?? null,
    booking_id: row.booking_id ?? null,
    space_id: row.space_id ?? payloadSpace,
    space_name: row.space_name ?? (typeof payload.space_name === 'string' ? payload.space_name : null),
    booking_start: iso(row.booking_start ?? payload.booking_start),
    ts_created: new Date(row.ts_created).toISOString(),
    payload,
  };
}

function withLinks(q: ReturnType<typeof Notification.query>) {
  return q
    .leftJoin('venue as v', 'v.venue_id', 'notification.venue_id')
    .leftJoin('booking as b', 'b.booking_id', 'notification.booking_id')
    .leftJoin('space as s', 's.space_id', 'b.space_id')
    .select('notification.*', 'v.venue_name', 's.space_id', 's.space_name', 'b.booking_start');
}

async function scope(knex: Knex, caller: Caller, venueId: number | null | undefined): Promise<number | null> {
  if (venueId == null) return null;
  await assertVenueVisible(knex, caller, venueId);
  return venueId;
}

/** get_notifications: the caller's notifications that are not deleted, newest first. */
export async function listNotifications(knex: Knex, caller: Caller, args: { venueId?: number | null; first?: number | null; skip?: number | null }): Promise<NotificationView[]> {
  const venueId = await scope(knex, caller, args.venueId);
  const first = Math.min(Math.max(args.first ?? MAX_PAGE, 1), MAX_PAGE);
  const skip = Math.max(args.skip ?? 0, 0);
  const rows = await withLinks(Notification.query(knex))
    .where('notification.account_id', caller.accountId)
    .modify('visible')
    .modify('forVenue', venueId)
    .orderBy('notification.ts_created', 'desc')
    .orderBy('notification.event_notification_id', 'desc')
    .limit(first)
    .offset(skip);
  return (rows as Row[]).map(view);
}

/** read_notification: marks the caller's notifications read; any id that is not the caller's is NOT_FOUND (nothing changes). */
export async function readNotifications(knex: Knex, caller: Caller, ids: number[]): Promise<NotificationView[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (unique.length > MAX_IDS) throw new ApiError('VALIDATION', { entity: 'notification', key: 'too_many_items', meta: { max: MAX_IDS } });
  return knex.transaction(async (trx) => {
    const own = await Notification.query(trx).whereIn('event_notification_id', unique).where('account_id', caller.accountId).modify('visible')
      .forUpdate().select('event_notification_id', 'is_read');
    if (own.length !== unique.length) throw notFound('notification');
    const unread = own.filter((n) => !n.is_read).map((n) => n.event_notification_id);
    if (unread.length) await Notification.query(trx).patch({ is_read: true }).whereIn('event_notification_id', unread);
    const rows = await withLinks(Notification.query(trx)).whereIn('notification.event_notification_id', unique)
      .orderBy('notification.ts_created', 'desc').orderBy('notification.event_notification_id', 'desc');
    return (rows as Row[]).map(view);
  });
}

/** clear_all_notifications: deletes every notification of the caller (of one venue it may see); returns how many. */
export async function clearAllNotifications(knex: Knex, caller: Caller, venueIdArg: number | null | undefined): Promise<number> {
  const venueId = await scope(knex, caller, venueIdArg);
  return Notification.query(knex).patch({ is_deleted: true }).where('account_id', caller.accountId).modify('visible').modify('forVenue', venueId);
}

/** delete_notification: one of the caller's notifications; another account's is NOT_FOUND. */
export async function deleteNotification(knex: Knex, caller: Caller, id: number): Promise<boolean> {
  const n = await Notification.query(knex).patch({ is_deleted: true }).where({ event_notification_id: id, account_id: caller.accountId }).modify('visible');
  if (n === 0) throw notFound('notification');
  return true;
}

/** unread_notifications: the caller's unread, not deleted notifications (of one venue, if given). */
export async function countUnread(knex: Knex, accountId: number, venueId: number | null): Promise<number> {
  return Notification.query(knex).where('account_id', accountId).modify('unread').modify('forVenue', venueId).resultSize();
}
