/** Authorisation helpers shared by REST routes and GraphQL resolvers. */
import type { Knex } from 'knex';
import { forbidden, notFound, unauthenticated } from '../errors/ApiError';
import { ANONYMOUS, can, type AccountPermission, type Action, type StaffRole, type Subject, type TeamRole } from './permissions';
import type { AccountState, Viewer } from './tokens';

export function requireLogin(viewer: Viewer | null | undefined): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}

export function requireRole(viewer: Viewer | null | undefined, states: AccountState | AccountState[]): Viewer {
  const v = requireLogin(viewer);
  const allowed = Array.isArray(states) ? states : [states];
  if (!allowed.includes(v.accountState)) throw forbidden();
  return v;
}

export function requireAdmin(viewer: Viewer | null | undefined): Viewer {
  const v = requireLogin(viewer);
  if (!v.isAdmin || v.actorId !== undefined) throw forbidden();
  return v;
}

/**
 * The caller as the permission table sees it, read from the database (so a role switch or a
 * team membership counts at once, without a new access token). A deleted account is NOT_FOUND,
 * a blocked one UNAUTHENTICATED.
 */
export async function loadSubject(knex: Knex, viewer: Viewer | null | undefined): Promise<Subject> {
  if (!viewer) return ANONYMOUS;
  const row = await knex('account as a')
    .where('a.account_id', viewer.accountId)
    .first<
      { account_id: number; account_state: 'BOOKER' | 'VENDOR'; is_admin: boolean; staff_role: StaffRole | null; is_blocked: boolean; permissions: AccountPermission[]; team_role: TeamRole | null } | undefined
    >(
      'a.account_id', 'a.account_state', 'a.is_admin', 'a.staff_role', 'a.is_blocked', 'a.permissions',
      knex.raw(`CASE WHEN EXISTS (SELECT 1 FROM organisation o WHERE o.account_id = a.account_id) THEN NULL ELSE
        (SELECT t.team_role FROM team_member t WHERE t.account_id = a.account_id AND t.invitation_status = 'ACCEPTED'
          ORDER BY t.team_member_id LIMIT 1) END AS team_role`),
    );
  if (!row) throw notFound('account');
  if (row.is_blocked) throw unauthenticated();
  // an act-as token never carries staff rights, whatever the account is (services/admin/actAs.ts)
  const actingAs = viewer.actorId !== undefined;
  return {
    accountId: row.account_id,
    accountState: row.account_state,
    isAdmin: row.is_admin && !actingAs,
    staffRole: actingAs || row.is_admin ? null : row.staff_role,
    teamRole: row.team_role,
    permissions: row.permissions ?? [],
  };
}

/** Loads the caller and refuses (401 anonymous, 403 otherwise) unless the roles table allows `action`. */
export async function requirePermission(knex: Knex, viewer: Viewer | null | undefined, action: Action): Promise<Subject> {
  const subject = await loadSubject(knex, viewer);
  if (!can(subject, action)) {
    if (subject.accountId === null) throw unauthenticated();
    throw forbidden();
  }
  return subject;
}
