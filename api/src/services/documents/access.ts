/**
 * Who may see a finance document: the booking's guest (or the account it was issued to), any
 * member of the host organisation (owner or accepted team member), admins.
 */
import type { Knex } from 'knex';
import type { Viewer } from '../../auth/tokens';

/** Organisations the account acts for (owned, or joined as an accepted team member). */
export async function organisationIdsOf(knex: Knex, accountId: number): Promise<number[]> {
  const owned = (await knex('organisation').where({ account_id: accountId }).pluck('organisation_id')) as number[];
  const member = (await knex('team_member').where({ account_id: accountId, invitation_status: 'ACCEPTED' }).pluck('organisation_id')) as number[];
  return [...new Set([...owned, ...member])];
}

export type DocumentScope = { all: true } | { all: false; accountId: number; organisationIds: number[] } | null;

/** What the viewer may see (null: nothing). Resolved first, applied with applyScope (a query builder must not be returned from an async function: awaiting it runs it). */
export async function documentScope(knex: Knex, viewer: Viewer): Promise<DocumentScope> {
  const account = await knex('account').where({ account_id: viewer.accountId }).first('is_admin', 'is_blocked');
  if (!account || account.is_blocked) return null;
  if (account.is_admin) return { all: true };
  return { all: false, accountId: viewer.accountId, organisationIds: await organisationIdsOf(knex, viewer.accountId) };
}

/** Restricts a query over `finance_document as d` (left-joined `booking as b`) to the scope. */
export function applyScope(q: Knex.QueryBuilder, scope: DocumentScope): Knex.QueryBuilder {
  if (!scope) return q.whereRaw('false');
  if (scope.all) return q;
  return q.where((w) => {
    w.where('d.account_id', scope.accountId).orWhere('b.account_id', scope.accountId);
    if (scope.organisationIds.length) w.orWhereIn('d.organisation_id', scope.organisationIds);
  });
}

export async function canViewDocument(knex: Knex, viewer: Viewer, documentId: number): Promise<boolean> {
  const q = knex('finance_document as d').leftJoin('booking as b', 'b.booking_id', 'd.booking_id').where('d.finance_document_id', documentId);
  return !!(await applyScope(q, await documentScope(knex, viewer)).first('d.finance_document_id'));
}

/** The guest of a booking (or an admin): who may add payers, create links and start payments. */
export async function isBookingGuestOrAdmin(knex: Knex, viewer: Viewer, bookingId: number): Promise<boolean | null> {
  const b = await knex('booking').where({ booking_id: bookingId }).first('account_id');
  if (!b) return null;
  if (b.account_id === viewer.accountId) return true;
  const a = await knex('account').where({ account_id: viewer.accountId }).first('is_admin');
  return !!a?.is_admin;
}
