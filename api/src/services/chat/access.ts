/**
 * Who a caller is in the chat: the organisations it answers for (owner, or an accepted team member whose
 * role may answer guests: the `vendor_booking.answer` action of auth/permissions.ts), whether it is
 * support staff (admins and accounts with the SUPPORT staff role), and its side in a channel.
 * A channel the caller may not read is NOT_FOUND (its existence is not leaked).
 */
import type { Knex } from 'knex';
import { TEAM_ROLE_ACTIONS, type TeamRole } from '../../auth/permissions';
import type { Viewer } from '../../auth/tokens';
import { TEAM_ROLES } from '../../db/constants';
import { Account, ChatChannel, TeamMember } from '../../db/models';
import { sideOf, type ChatSide, type ChatType } from '../../domain/chat/chatRules';
import { notFound, unauthenticated } from '../../errors/ApiError';
import type { ChatMembership } from '../../queries/chat';

/** Team roles that answer guests' chats. */
export const ANSWERING_TEAM_ROLES: readonly TeamRole[] = TEAM_ROLES.filter((r) => TEAM_ROLE_ACTIONS[r].includes('vendor_booking.answer'));

/** SQL condition on account alias `a`: support staff (admins and the support staff role). */
export const SUPPORT_STAFF_SQL = "(a.is_admin OR a.staff_role = 'SUPPORT')";

export interface ChatCaller extends ChatMembership {
  isAdmin: boolean;
  name: string;
  locale: 'nl' | 'en';
}

export function displayName(a: { first_name?: string | null; last_name?: string | null; email?: string | null }): string {
  const name = [a.first_name, a.last_name].filter(Boolean).join(' ').trim();
  return name || (a.email ? a.email.split('@')[0]! : '');
}

/** `locale`: the request's language (titles); default the account's. */
export async function chatCaller(knex: Knex, viewer: Viewer | null | undefined, locale?: 'nl' | 'en'): Promise<ChatCaller> {
  if (!viewer) throw unauthenticated();
  const account = await Account.query(knex).findById(viewer.accountId).select('account_id', 'first_name', 'last_name', 'email', 'is_admin', 'staff_role', 'is_blocked', 'locale');
  if (!account) throw notFound('account');
  if (account.is_blocked) throw unauthenticated();
  const owned = await knex('organisation').where('account_id', viewer.accountId).pluck('organisation_id');
  const member = await TeamMember.query(knex)
    .where({ account_id: viewer.accountId, invitation_status: 'ACCEPTED' })
    .whereIn('team_role', ANSWERING_TEAM_ROLES as TeamRole[])
    .select('organisation_id');
  return {
    accountId: account.account_id,
    hostOrganisationIds: [...new Set<number>([...owned, ...member.map((m) => m.organisation_id)])],
    supportStaff: account.is_admin || account.staff_role === 'SUPPORT',
    isAdmin: account.is_admin,
    name: displayName(account),
    locale: locale ?? (account.locale === 'en' ? 'en' : 'nl'),
  };
}

export function callerSide(caller: ChatCaller, channel: Pick<ChatChannel, 'channel_type' | 'account_id' | 'organisation_id'>): ChatSide | null {
  return sideOf(channel.channel_type as ChatType, {
    isOwner: channel.account_id === caller.accountId,
    isHost: channel.organisation_id != null && caller.hostOrganisationIds.includes(channel.organisation_id),
    isSupportStaff: caller.supportStaff,
    isAdmin: caller.isAdmin,
  });
}

/** The channel and the caller's side in it; NOT_FOUND when it does not exist or the caller may not read it. */
export async function requireChannel(knex: Knex, caller: ChatCaller, chatId: number, forUpdate = false): Promise<{ channel: ChatChannel; side: ChatSide }> {
  const q = ChatChannel.query(knex).findById(chatId);
  if (forUpdate) q.forShare();
  const channel = await q;
  const side = channel ? callerSide(caller, channel) : null;
  if (!channel || !side) throw notFound('chat');
  return { channel, side };
}
