/**
 * Who may see a finance document: each type has its audience (domain/documents/audience.ts). The
 * booking's guest (or the account it was issued to) sees the guest documents; the host
 * organisation's owner and accepted team members see what their role allows (auth/permissions.ts);
 * admins see everything.
 */
import type { Knex } from 'knex';
import { hostSideCan, type AccountPermission, type HostSide, type TeamRole } from '../../auth/permissions';
import type { Viewer } from '../../auth/tokens';
import { guestDocumentTypes, hostDocumentTypes } from '../../domain/documents/audience';
import type { InvoiceType } from '../../domain/documents/numbering';
import { Account, Booking, FinanceDocument, Organisation, TeamMember } from '../../db/models';

/** The organisations the account acts for, each with its side (owner, or accepted team member and its role). */
export async function hostSidesOf(knex: Knex, accountId: number): Promise<Array<{ organisationId: number; side: HostSide }>> {
  const owned = (await Organisation.query(knex).where({ account_id: accountId }).select('organisation_id')).map((o) => o.organisation_id);
  const member: Array<{ organisation_id: number; team_role: TeamRole }> = await TeamMember.query(knex).where({ account_id: accountId }).modify('accepted')
    .whereNotIn('organisation_id', owned).select('organisation_id', 'team_role');
  return [
    ...owned.map((organisationId) => ({ organisationId, side: { kind: 'OWNER_ACCOUNT' } as HostSide })),
    ...member.map((m) => ({ organisationId: m.organisation_id, side: { kind: 'TEAM', teamRole: m.team_role } as HostSide })),
  ];
}

export type DocumentScope =
  | { all: true }
  | { all: false; accountId: number; guestTypes: InvoiceType[]; organisations: Array<{ organisationId: number; types: InvoiceType[] }> }
  | null;

/** What the viewer may see (null: nothing). Resolved first, applied with applyScope (a query builder must not be returned from an async function: awaiting it runs it). */
export async function documentScope(knex: Knex, viewer: Viewer): Promise<DocumentScope> {
  const account = await Account.query(knex).findById(viewer.accountId).select('is_admin', 'is_blocked', 'permissions');
  if (!account || account.is_blocked) return null;
  if (account.is_admin) return { all: true };
  const permissions: AccountPermission[] = account.permissions ?? [];
  const organisations = (await hostSidesOf(knex, viewer.accountId))
    .map(({ organisationId, side }) => ({ organisationId, types: hostDocumentTypes((a) => hostSideCan(side, a, permissions)) }))
    .filter((o) => o.types.length > 0);
  return { all: false, accountId: viewer.accountId, guestTypes: guestDocumentTypes(), organisations };
}

/** Finance documents (alias d) with their booking (alias b, left-joined): what applyScope restricts. */
export const documentsWithBooking = (knex: Knex) =>
  FinanceDocument.query(knex).alias('d').leftJoin('booking as b', 'b.booking_id', 'd.booking_id');

type DocumentQuery = ReturnType<typeof documentsWithBooking>;

/** Restricts documentsWithBooking() to the scope. */
export function applyScope<Q extends DocumentQuery>(q: Q, scope: DocumentScope): Q {
  if (!scope) return q.whereRaw('false');
  if (scope.all) return q;
  return q.where((w) => {
    w.where((g) => g.where((own) => own.where('d.account_id', scope.accountId).orWhere('b.account_id', scope.accountId)).whereIn('d.invoice_type', scope.guestTypes));
    for (const o of scope.organisations) w.orWhere((h) => h.where('d.organisation_id', o.organisationId).whereIn('d.invoice_type', o.types));
  });
}

export async function canViewDocument(knex: Knex, viewer: Viewer, documentId: number): Promise<boolean> {
  const q = documentsWithBooking(knex).where('d.finance_document_id', documentId);
  return !!(await applyScope(q, await documentScope(knex, viewer)).select('d.finance_document_id').first());
}

/** The guest of a booking (or an admin): who may add payers, create links and start payments. */
export async function isBookingGuestOrAdmin(knex: Knex, viewer: Viewer, bookingId: number): Promise<boolean | null> {
  const b = await Booking.query(knex).findById(bookingId).select('account_id');
  if (!b) return null;
  if (b.account_id === viewer.accountId) return true;
  const a = await Account.query(knex).findById(viewer.accountId).select('is_admin');
  return !!a?.is_admin;
}
