/**
 * Chat channels: get_chat (find or open the conversation about a booking, a space, a venue, or with
 * support), the caller's channel list (or the support inbox) with unread counts and the last message,
 * and one channel as the caller sees it.
 */
import type { Knex } from 'knex';
import { ChatChannel, ChatMessage } from '../../db/models';
import { channelIdOf, entityIdOf, type ChatSide, type ChatType } from '../../domain/chat/chatRules';
import { ApiError, notFound } from '../../errors/ApiError';
import { unreadPerChannel } from '../../queries/chat';
import { callerSide, requireChannel, type ChatCaller } from './access';

export interface ChatMessageView {
  message_id: number;
  chat_id: number;
  body: string;
  sender_side: ChatSide;
  sender_name: string;
  sender_account_id: number | null;
  ts_created: string;
}

export interface ChatView {
  chat_id: number;
  channel_id: string;
  chat_type: ChatType;
  entity_id: number | null;
  booking_id: number | null;
  space_id: number | null;
  venue_id: number | null;
  title: string;
  counterpart: string;
  my_side: ChatSide;
  unread_count: number;
  last_read_message_id: number;
  last_message: ChatMessageView | null;
  ts_last_message: string | null;
}

export const messageView = (m: Pick<ChatMessage, 'chat_message_id' | 'chat_channel_id' | 'body' | 'sender_side' | 'sender_name' | 'sender_account_id' | 'ts_created'>): ChatMessageView => ({
  message_id: m.chat_message_id,
  chat_id: m.chat_channel_id,
  body: m.body,
  sender_side: m.sender_side,
  sender_name: m.sender_name,
  sender_account_id: m.sender_account_id,
  ts_created: new Date(m.ts_created).toISOString(),
});

const TEXT = {
  nl: { booking: (id: number, space: string) => `Boeking #${id} · ${space}`, support: 'Zaalplek support', supportBooking: (id: number) => `Zaalplek support · boeking #${id}` },
  en: { booking: (id: number, space: string) => `Booking #${id} · ${space}`, support: 'Zaalplek support', supportBooking: (id: number) => `Zaalplek support · booking #${id}` },
};

interface ChannelRow {
  chat_channel_id: number;
  external_channel_id: string;
  channel_type: ChatType;
  account_id: number;
  organisation_id: number | null;
  booking_id: number | null;
  space_id: number | null;
  venue_id: number | null;
  ts_last_message: Date | null;
  space_name: string | null;
  venue_name: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_email: string | null;
}

/** Channels with the names their titles need (space and venue also through the booking). */
function channelRows(knex: Knex) {
  return ChatChannel.query(knex)
    .alias('c')
    .leftJoin('booking as b', 'b.booking_id', 'c.booking_id')
    .leftJoin('space as s', 's.space_id', knex.raw('COALESCE(c.space_id, b.space_id)'))
    .leftJoin('venue as v', 'v.venue_id', knex.raw('COALESCE(c.venue_id, s.venue_id)'))
    .join('account as o', 'o.account_id', 'c.account_id')
    .select(
      'c.chat_channel_id', 'c.external_channel_id', 'c.channel_type', 'c.account_id', 'c.organisation_id', 'c.booking_id',
      knex.raw('COALESCE(c.space_id, b.space_id) AS space_id'), knex.raw('COALESCE(c.venue_id, s.venue_id) AS venue_id'),
      'c.ts_last_message', 's.space_name', 'v.venue_name',
      'o.first_name as owner_first_name', 'o.last_name as owner_last_name', 'o.email as owner_email',
    );
}

async function toViews(knex: Knex, caller: ChatCaller, rows: ChannelRow[]): Promise<ChatView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.chat_channel_id);
  const unread = new Map<number, number>(
    ((await unreadPerChannel(knex, caller, ids)) as Array<{ chat_channel_id: number; unread: number }>).map((u) => [u.chat_channel_id, u.unread]),
  );
  const reads = new Map<number, number>(
    (await knex('chat_read').where('account_id', caller.accountId).whereIn('chat_channel_id', ids).select('chat_channel_id', 'last_read_message_id')).map(
      (r: { chat_channel_id: number; last_read_message_id: number }) => [r.chat_channel_id, r.last_read_message_id],
    ),
  );
  const lastIds = await ChatMessage.query(knex).whereIn('chat_channel_id', ids).groupBy('chat_channel_id').select(knex.raw('max(chat_message_id) AS id'));
  const last = new Map<number, ChatMessage>(
    (await ChatMessage.query(knex).whereIn('chat_message_id', lastIds.map((l) => (l as unknown as { id: number }).id))).map((m) => [m.chat_channel_id, m]),
  );
  const t = TEXT[caller.locale];
  return rows.flatMap((r) => {
    const side = callerSide(caller, r);
    if (!side) return [];
    const ownerName = [r.owner_first_name, r.owner_last_name].filter(Boolean).join(' ') || (r.owner_email ?? '').split('@')[0]!;
    const title =
      r.channel_type === 'BOOKING' ? t.booking(r.booking_id!, r.space_name ?? '')
        : r.channel_type === 'SPACE' ? (r.space_name ?? '')
          : r.channel_type === 'VENUE' ? (r.venue_name ?? '')
            : r.booking_id ? t.supportBooking(r.booking_id) : t.support;
    const counterpart = side === 'GUEST' ? (r.channel_type === 'SUPPORT' ? t.support : (r.venue_name ?? '')) : ownerName;
    const message = last.get(r.chat_channel_id);
    return [{
      chat_id: r.chat_channel_id,
      channel_id: r.external_channel_id,
      chat_type: r.channel_type,
      entity_id: entityIdOf(r.channel_type, { bookingId: r.booking_id, spaceId: r.space_id, venueId: r.venue_id }),
      booking_id: r.booking_id,
      space_id: r.space_id,
      venue_id: r.venue_id,
      title,
      counterpart,
      my_side: side,
      unread_count: unread.get(r.chat_channel_id) ?? 0,
      last_read_message_id: reads.get(r.chat_channel_id) ?? 0,
      last_message: message ? messageView(message) : null,
      ts_last_message: r.ts_last_message ? new Date(r.ts_last_message).toISOString() : null,
    }];
  });
}

export async function chatView(knex: Knex, caller: ChatCaller, chatId: number): Promise<ChatView> {
  await requireChannel(knex, caller, chatId);
  const rows = (await channelRows(knex).where('c.chat_channel_id', chatId)) as unknown as ChannelRow[];
  const [view] = await toViews(knex, caller, rows);
  if (!view) throw notFound('chat');
  return view;
}

export type ChatListScope = 'MINE' | 'SUPPORT_INBOX';
export const CHAT_LIST_LIMIT = 200;

/** MINE: the caller's own channels and those of the organisations it answers for; SUPPORT_INBOX: every support channel (support staff). */
export async function listChats(knex: Knex, caller: ChatCaller, scope: ChatListScope): Promise<ChatView[]> {
  const q = channelRows(knex).orderByRaw('c.ts_last_message DESC NULLS LAST').orderBy('c.chat_channel_id', 'desc').limit(CHAT_LIST_LIMIT);
  if (scope === 'SUPPORT_INBOX') {
    if (!caller.supportStaff) throw new ApiError('FORBIDDEN', { entity: 'chat', key: 'forbidden' });
    q.where('c.channel_type', 'SUPPORT').whereNot('c.account_id', caller.accountId).whereNotNull('c.ts_last_message');
  } else {
    q.where((w) => {
      w.where('c.account_id', caller.accountId);
      if (caller.hostOrganisationIds.length) {
        // the host side sees a conversation once the guest wrote in it
        w.orWhere((h) => h.whereIn('c.organisation_id', caller.hostOrganisationIds).whereNot('c.channel_type', 'SUPPORT').whereNotNull('c.ts_last_message'));
      }
    });
  }
  return toViews(knex, caller, (await q) as unknown as ChannelRow[]);
}

interface Target {
  accountId: number;
  organisationId: number | null;
  bookingId?: number | null;
  spaceId?: number | null;
  venueId?: number | null;
}

async function bookingTarget(knex: Knex, caller: ChatCaller, bookingId: number, support: boolean): Promise<Target> {
  const b = (await knex('booking as b')
    .join('space as s', 's.space_id', 'b.space_id')
    .join('venue as v', 'v.venue_id', 's.venue_id')
    .where('b.booking_id', bookingId)
    .first('b.booking_id', 'b.account_id', 'v.organisation_id')) as { booking_id: number; account_id: number; organisation_id: number } | undefined;
  if (!b) throw notFound('booking');
  const isOwner = b.account_id === caller.accountId;
  if (support) {
    // a support conversation about a booking is the guest's own
    if (!isOwner) throw notFound('booking');
    return { accountId: caller.accountId, organisationId: null, bookingId };
  }
  if (!isOwner && !caller.hostOrganisationIds.includes(b.organisation_id) && !caller.isAdmin) throw notFound('booking');
  return { accountId: b.account_id, organisationId: b.organisation_id, bookingId };
}

/**
 * get_chat: the channel of a booking (its guest, the host side or an admin), of the caller and a space
 * or venue it asks about, or the caller's support channel (optionally about one of its bookings).
 * Opened on first use; the same call always answers the same channel.
 */
export async function getChat(knex: Knex, caller: ChatCaller, type: ChatType, entityId: number | null): Promise<ChatView> {
  let target: Target;
  if (type === 'BOOKING' || (type === 'SUPPORT' && entityId !== null)) {
    if (entityId === null) throw new ApiError('FIELD_VALIDATION', { entity: 'chat', key: 'required', meta: { field: 'entity_id', fields: { entity_id: 'required' } } });
    target = await bookingTarget(knex, caller, entityId, type === 'SUPPORT');
  } else if (type === 'SPACE' || type === 'VENUE') {
    if (entityId === null) throw new ApiError('FIELD_VALIDATION', { entity: 'chat', key: 'required', meta: { field: 'entity_id', fields: { entity_id: 'required' } } });
    const row = (type === 'SPACE'
      ? await knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').where({ 's.space_id': entityId, 's.is_active': true, 'v.is_active': true }).first('s.space_id', 'v.venue_id', 'v.organisation_id')
      : await knex('venue as v').where({ 'v.venue_id': entityId, 'v.is_active': true }).first('v.venue_id', 'v.organisation_id')) as
      { space_id?: number; venue_id: number; organisation_id: number } | undefined;
    if (!row) throw notFound(type === 'SPACE' ? 'space' : 'venue');
    if (caller.hostOrganisationIds.includes(row.organisation_id)) throw new ApiError('VALIDATION', { entity: 'chat', key: 'own_venue' });
    target = { accountId: caller.accountId, organisationId: row.organisation_id, spaceId: type === 'SPACE' ? row.space_id : null, venueId: type === 'VENUE' ? row.venue_id : null };
  } else {
    target = { accountId: caller.accountId, organisationId: null };
  }
  const channelId = channelIdOf(type, target.accountId, target);
  let channel = await ChatChannel.query(knex).findOne({ external_channel_id: channelId });
  if (!channel) {
    await ChatChannel.query(knex)
      .insert({
        channel_type: type, account_id: target.accountId, organisation_id: target.organisationId, external_channel_id: channelId,
        booking_id: target.bookingId ?? null, space_id: target.spaceId ?? null, venue_id: target.venueId ?? null,
      })
      .onConflict('external_channel_id')
      .ignore();
    channel = await ChatChannel.query(knex).findOne({ external_channel_id: channelId });
  }
  return chatView(knex, caller, channel!.chat_channel_id);
}
