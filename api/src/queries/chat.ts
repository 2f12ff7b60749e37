/**
 * Set-based chat reads: which channels an account takes part in, unread messages per channel (one
 * statement over all of an account's channels instead of one per channel), the accounts due for an
 * unread-chat e-mail, and the NOTIFY that carries a chat event to every API process.
 */
import type { Knex } from 'knex';

/** A PostgreSQL array literal of plain values (ids, enum names): knex would expand a JS array binding into a list. */
const pgArray = (values: ReadonlyArray<string | number>): string => `{${values.join(',')}}`;

/** What an account takes part in: its own channels, its answering organisations' channels (not support), support channels when staff. */
export interface ChatMembership {
  accountId: number;
  hostOrganisationIds: number[];
  supportStaff: boolean;
}

/** chat_channel rows (alias c) the account takes part in. */
export function memberChannels(knex: Knex, m: ChatMembership): Knex.QueryBuilder {
  return knex('chat_channel as c').where((w) => {
    w.where('c.account_id', m.accountId);
    if (m.hostOrganisationIds.length) w.orWhere((h) => h.whereIn('c.organisation_id', m.hostOrganisationIds).whereNot('c.channel_type', 'SUPPORT'));
    if (m.supportStaff) w.orWhere('c.channel_type', 'SUPPORT');
  });
}

/**
 * Messages the account has not read, per channel: messages of the other sides after its read marker.
 * `side` of the account in channel c: GUEST when it owns it, else HOST outside support, else SUPPORT.
 */
export function unreadPerChannel(knex: Knex, m: ChatMembership, channelIds?: number[]): Knex.QueryBuilder {
  const q = memberChannels(knex, m)
    .leftJoin('chat_read as r', (j) => j.on('r.chat_channel_id', 'c.chat_channel_id').andOn('r.account_id', knex.raw('?', [m.accountId])))
    .join('chat_message as msg', 'msg.chat_channel_id', 'c.chat_channel_id')
    .whereRaw('msg.chat_message_id > COALESCE(r.last_read_message_id, 0)')
    .whereRaw(
      `msg.sender_side <> CASE WHEN c.account_id = ? THEN 'GUEST' WHEN c.channel_type <> 'SUPPORT' AND c.organisation_id = ANY(?::int[]) THEN 'HOST' ELSE 'SUPPORT' END`,
      [m.accountId, pgArray(m.hostOrganisationIds)],
    )
    .groupBy('c.chat_channel_id')
    .select('c.chat_channel_id', knex.raw('count(*)::int AS unread'));
  if (channelIds) q.whereIn('c.chat_channel_id', channelIds);
  return q;
}

export async function unreadTotal(knex: Knex, m: ChatMembership): Promise<number> {
  const row = await knex.from(unreadPerChannel(knex, m).as('u')).first(knex.raw('COALESCE(sum(u.unread), 0)::int AS total'));
  return (row as { total: number } | undefined)?.total ?? 0;
}

/**
 * Every participant of a channel with its side: the owner (GUEST), the organisation's owner and the
 * accepted team members of the answering roles (HOST, not in support channels), support staff (SUPPORT,
 * support channels only). `supportStaffSql` is the condition on account a that makes it support staff.
 */
export function participantsSql(answeringRoles: readonly string[], supportStaffSql: string): { sql: string; bindings: Knex.RawBinding[] } {
  return {
    sql: `SELECT c.chat_channel_id, c.account_id, 'GUEST' AS side FROM chat_channel c
      UNION SELECT c.chat_channel_id, o.account_id, 'HOST' FROM chat_channel c
        JOIN organisation o ON o.organisation_id = c.organisation_id WHERE c.channel_type <> 'SUPPORT'
      UNION SELECT c.chat_channel_id, t.account_id, 'HOST' FROM chat_channel c
        JOIN team_member t ON t.organisation_id = c.organisation_id AND t.invitation_status = 'ACCEPTED' AND t.team_role = ANY(?::text[])
        WHERE c.channel_type <> 'SUPPORT'
      UNION SELECT c.chat_channel_id, a.account_id, 'SUPPORT' FROM chat_channel c JOIN account a ON (${supportStaffSql})
        WHERE c.channel_type = 'SUPPORT'`,
    bindings: [pgArray(answeringRoles)],
  };
}

export interface UnmailedRow {
  account_id: number;
  email: string;
  first_name: string | null;
  locale: string;
  oldest_unmailed: Date;
  newest_message_id: number;
  messages: number;
  channels: number;
  last_mailed: Date | null;
  last_seen: Date | null;
}

/** Accounts with messages they have neither read nor been e-mailed about (one row per account). */
export async function unmailedUnread(knex: Knex, answeringRoles: readonly string[], supportStaffSql: string): Promise<UnmailedRow[]> {
  const p = participantsSql(answeringRoles, supportStaffSql);
  const { rows } = await knex.raw(
    `WITH p AS (${p.sql})
     SELECT a.account_id, a.email, a.first_name, a.locale,
       min(m.ts_created) AS oldest_unmailed, max(m.chat_message_id)::bigint AS newest_message_id,
       count(*)::int AS messages, count(DISTINCT m.chat_channel_id)::int AS channels,
       ms.ts_mailed AS last_mailed, pr.ts_seen AS last_seen
     FROM p
     JOIN account a ON a.account_id = p.account_id AND NOT a.is_blocked
     JOIN chat_message m ON m.chat_channel_id = p.chat_channel_id AND m.sender_side <> p.side
     LEFT JOIN chat_read r ON r.chat_channel_id = p.chat_channel_id AND r.account_id = p.account_id
     LEFT JOIN chat_mail_state ms ON ms.account_id = p.account_id
     LEFT JOIN chat_presence pr ON pr.account_id = p.account_id
     WHERE m.chat_message_id > COALESCE(r.last_read_message_id, 0)
       AND m.chat_message_id > COALESCE(ms.last_mailed_message_id, 0)
     GROUP BY a.account_id, ms.ts_mailed, pr.ts_seen`,
    p.bindings,
  );
  return rows as UnmailedRow[];
}

export const CHAT_NOTIFY_CHANNEL = 'chat';

/** pg_notify on the chat channel inside the caller's transaction (delivered to listeners at commit). */
export async function notifyChat(trx: Knex | Knex.Transaction, payload: Record<string, unknown>): Promise<void> {
  await trx.raw('SELECT pg_notify(?, ?)', [CHAT_NOTIFY_CHANNEL, JSON.stringify(payload)]);
}

/** Records an unread-chat e-mail up to `messageId`; false when another process already did (nothing to send). */
export async function claimChatMail(trx: Knex | Knex.Transaction, accountId: number, messageId: number, now: Date): Promise<boolean> {
  const { rows } = await trx.raw(
    `INSERT INTO chat_mail_state (account_id, last_mailed_message_id, ts_mailed) VALUES (?, ?, ?)
     ON CONFLICT (account_id) DO UPDATE SET last_mailed_message_id = EXCLUDED.last_mailed_message_id, ts_mailed = EXCLUDED.ts_mailed
     WHERE chat_mail_state.last_mailed_message_id < EXCLUDED.last_mailed_message_id
     RETURNING account_id`,
    [accountId, messageId, now],
  );
  return rows.length > 0;
}
