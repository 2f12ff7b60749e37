/**
 * Chat rules (spec guest-and-platform sections 3, 5, 9): channel types, who speaks for which side,
 * message validation (required, at most CHAT_MESSAGE_MAX characters, no code-like text), the channel id
 * of each kind of conversation, and when an unread message is e-mailed. Pure: no I/O.
 */
import { isCodeLike } from '../auth/validation';

export const CHAT_TYPES = ['BOOKING', 'SPACE', 'VENUE', 'SUPPORT'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** GUEST: the account the channel is about (who asked); HOST: the venue's organisation; SUPPORT: Zaalplek staff. */
export const CHAT_SIDES = ['GUEST', 'HOST', 'SUPPORT'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

/** Characters per message (the input shows how many are left). */
export const CHAT_MESSAGE_MAX = 1000;
/** Messages per page of history. */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_PAGE_MAX = 100;
/** Spec section 9: the chat connection closes 5 s after the chat is left. */
export const CHAT_DISCONNECT_DELAY_MS = 5000;

/** An unread message is e-mailed once it stayed unread this long (a reader online sees it first). */
export const CHAT_MAIL_GRACE_MS = 60_000;
/** At most one chat e-mail per account per quiet period; messages in between are summed up in the next one. */
export const CHAT_MAIL_QUIET_MS = 15 * 60_000;
/** A live chat connection refreshes its account's presence this often; older presence counts as offline. */
export const CHAT_PRESENCE_BEAT_MS = 30_000;
export const CHAT_PRESENCE_TTL_MS = 90_000;

export interface ChatMessageProblem {
  field: 'body';
  key: 'required' | 'max_length' | 'code_injection';
  meta?: Record<string, unknown>;
}

/** The message as stored (trimmed), or what is wrong with it. */
export function checkChatMessage(raw: unknown): { body: string } | ChatMessageProblem {
  const body = typeof raw === 'string' ? raw.replace(/\r\n?/g, '\n').trim() : '';
  if (!body) return { field: 'body', key: 'required' };
  if ([...body].length > CHAT_MESSAGE_MAX) return { field: 'body', key: 'max_length', meta: { max: CHAT_MESSAGE_MAX } };
  if (isCodeLike(body)) return { field: 'body', key: 'code_injection' };
  return { body };
}

/** The stable channel id (spec: channel_id) of a conversation: one per booking; per guest and space/venue; per account (and booking) for support. */
export function channelIdOf(type: ChatType, ownerAccountId: number, ids: { bookingId?: number | null; spaceId?: number | null; venueId?: number | null }): string {
  switch (type) {
    case 'BOOKING':
      return `booking-${ids.bookingId}`;
    case 'SPACE':
      return `space-${ids.spaceId}-${ownerAccountId}`;
    case 'VENUE':
      return `venue-${ids.venueId}-${ownerAccountId}`;
    case 'SUPPORT':
      return ids.bookingId ? `support-${ownerAccountId}-booking-${ids.bookingId}` : `support-${ownerAccountId}`;
  }
}

/** The entity a channel is about (spec: entity_id): booking, space, venue; for support the booking it is about, if any. */
export function entityIdOf(type: ChatType, ids: { bookingId?: number | null; spaceId?: number | null; venueId?: number | null }): number | null {
  if (type === 'SPACE') return ids.spaceId ?? null;
  if (type === 'VENUE') return ids.venueId ?? null;
  return ids.bookingId ?? null;
}

export interface ChatRelation {
  /** the account the channel belongs to (the guest who asked) */
  isOwner: boolean;
  /** answers for the channel's organisation (owner, or a team member whose role may answer guests) */
  isHost: boolean;
  /** support staff: support role or admin */
  isSupportStaff: boolean;
  isAdmin: boolean;
}

/**
 * The side a caller speaks for in a channel, or null when it may not read it. The guest speaks as
 * GUEST, the host side as HOST (never in support channels), support staff as SUPPORT in support
 * channels; admins may step into any channel as SUPPORT.
 */
export function sideOf(type: ChatType, r: ChatRelation): ChatSide | null {
  if (r.isOwner) return 'GUEST';
  if (type !== 'SUPPORT' && r.isHost) return 'HOST';
  if (type === 'SUPPORT' && r.isSupportStaff) return 'SUPPORT';
  if (r.isAdmin) return 'SUPPORT';
  return null;
}

/** Whether an account with unread messages gets a chat e-mail now. */
export function chatMailDue(args: {
  now: number;
  /** the oldest message not yet read nor e-mailed about */
  oldestUnmailed: number;
  lastMailed: number | null;
  lastSeen: number | null;
}): boolean {
  if (args.lastSeen !== null && args.now - args.lastSeen < CHAT_PRESENCE_TTL_MS) return false; // online
  if (args.now - args.oldestUnmailed < CHAT_MAIL_GRACE_MS) return false;
  return args.lastMailed === null || args.now - args.lastMailed >= CHAT_MAIL_QUIET_MS;
}
