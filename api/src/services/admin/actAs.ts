/**
 * Act-as (architecture "Act-as"; spec: admins fetch tokens to act as vendors or customers): an admin
 * gets a short-lived token for a customer or vendor that carries the admin's id and an act_as_session
 * row (who, whom, when, from which IP). The token never has admin rights (auth/guards loadSubject),
 * an admin or other staff member cannot be a target, and stopping the session (or its expiry) ends the
 * token at once (middleware/viewer). Every start and stop is in the act-as log.
 */
import type { Knex } from 'knex';
import { ACT_AS_TOKEN_TTL_SECONDS, signActAsToken, type Viewer } from '../../auth/tokens';
import { Account, ActAsSession } from '../../db/models';
import { ApiError, forbidden, notFound } from '../../errors/ApiError';
import { likePattern, pageWindow, paged, type PageArgs, type Paged } from './paging';

export type ActAsKind = 'CUSTOMER' | 'VENDOR';

export interface ActAsTokens {
  access_token: string;
  expires_at: string;
  act_as_session_id: string;
  target_account_id: number;
  target_kind: ActAsKind;
}

/** Starts a session for `targetId` as a customer (a BOOKER account) or a vendor (a VENDOR account). */
export async function startActAs(
  knex: Knex, adminId: number, targetId: number, kind: ActAsKind, ip: string | null, secret: string,
): Promise<ActAsTokens> {
  const target = await Account.query(knex).findById(targetId).select('account_id', 'account_state', 'is_admin', 'staff_role');
  if (!target) throw notFound('account');
  if (target.is_admin || target.staff_role) throw new ApiError('FORBIDDEN', { entity: 'account', key: 'cannot_act_as_staff' });
  if (target.account_id === adminId) throw new ApiError('FORBIDDEN', { entity: 'account', key: 'cannot_act_as_staff' });
  const wanted = kind === 'VENDOR' ? 'VENDOR' : 'BOOKER';
  if (target.account_state !== wanted) throw new ApiError('VALIDATION', { entity: 'account', key: kind === 'VENDOR' ? 'not_a_vendor' : 'not_a_customer' });
  const expires = new Date(Date.now() + ACT_AS_TOKEN_TTL_SECONDS * 1000);
  const session = await ActAsSession.query(knex).insert({
    admin_account_id: adminId, target_account_id: targetId, target_kind: kind, start_ip: ip?.slice(0, 64) ?? null, ts_expires: expires,
  } as Partial<ActAsSession>);
  const token = signActAsToken(target, { adminId, sessionId: session.act_as_session_id }, { secret });
  return { access_token: token, expires_at: expires.toISOString(), act_as_session_id: session.act_as_session_id, target_account_id: targetId, target_kind: kind };
}

/** Ends the caller's own act-as session (the act-as token); any other caller is refused. */
export async function stopActAs(knex: Knex, viewer: Viewer | null, ip: string | null): Promise<void> {
  if (!viewer?.actAsSessionId || viewer.actorId === undefined) throw new ApiError('VALIDATION', { entity: 'act_as_session', key: 'not_acting_as' });
  const n = await ActAsSession.query(knex)
    .findById(viewer.actAsSessionId)
    .where({ admin_account_id: viewer.actorId, target_account_id: viewer.accountId })
    .whereNull('ts_stopped')
    .patch({ ts_stopped: new Date(), stop_ip: ip?.slice(0, 64) ?? null } as Partial<ActAsSession>);
  if (!n) throw forbidden('act_as_session');
}

/** The banner's data for an act-as token: the admin working as this account, until when. */
export async function actingAsOf(knex: Knex, viewer: Viewer | null): Promise<{ adminId: number; adminName: string; expiresAt: string } | null> {
  if (!viewer?.actAsSessionId || viewer.actorId === undefined) return null;
  const session = await ActAsSession.query(knex).findById(viewer.actAsSessionId).withGraphFetched('admin(names)').modifiers({
    names: (q) => q.select('account_id', 'first_name', 'last_name', 'email'),
  });
  if (!session?.admin) return null;
  const a = session.admin;
  return { adminId: a.account_id, adminName: [a.first_name, a.last_name].filter(Boolean).join(' ') || a.email, expiresAt: new Date(session.ts_expires).toISOString() };
}

export interface ActAsLogEntry {
  act_as_session_id: string;
  admin_account_id: number;
  admin_name: string;
  admin_email: string;
  target_account_id: number;
  target_name: string;
  target_email: string;
  target_kind: ActAsKind;
  ts_started: string;
  start_ip: string | null;
  ts_expires: string;
  ts_stopped: string | null;
  stop_ip: string | null;
}

const nameOf = (a: Account | undefined) => (a ? [a.first_name, a.last_name].filter(Boolean).join(' ') || a.email : '');

/** Sessions whose admin or target matches the search (name or e-mail). */
function logQuery(knex: Knex, search: string | null | undefined) {
  const q = ActAsSession.query(knex);
  const like = likePattern(search);
  if (like) {
    const matching = Account.query(knex)
      .where((w) => w.whereILike('email', like).orWhereRaw(`(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) ILIKE ?`, [like]))
      .select('account_id');
    q.where((w) => w.whereIn('admin_account_id', matching.clone()).orWhereIn('target_account_id', matching));
  }
  return q;
}

/** Every act-as session (or those of an admin or target matching `search`), newest first. */
export async function actAsLog(knex: Knex, args: PageArgs & { search?: string | null }): Promise<Paged<ActAsLogEntry>> {
  const { page, size, offset } = pageWindow(args);
  const total = await logQuery(knex, args.search).resultSize();
  const rows = await logQuery(knex, args.search)
    .withGraphFetched('[admin(names), target(names)]')
    .modifiers({ names: (q) => q.select('account_id', 'first_name', 'last_name', 'email') })
    .orderBy('ts_started', 'desc')
    .orderBy('act_as_session_id')
    .limit(size)
    .offset(offset);
  return paged(rows.map((r) => ({
    act_as_session_id: r.act_as_session_id,
    admin_account_id: r.admin_account_id, admin_name: nameOf(r.admin), admin_email: r.admin?.email ?? '',
    target_account_id: r.target_account_id, target_name: nameOf(r.target), target_email: r.target?.email ?? '',
    target_kind: r.target_kind,
    ts_started: new Date(r.ts_started).toISOString(), start_ip: r.start_ip ?? null,
    ts_expires: new Date(r.ts_expires).toISOString(),
    ts_stopped: r.ts_stopped ? new Date(r.ts_stopped).toISOString() : null, stop_ip: r.stop_ip ?? null,
  })), total, page, size);
}
