/**
 * Admin Vendors tab: every host account (account_state VENDOR) with its organisation's review state,
 * ban (with its cause: the rating at 0 or staff), rating and number of spaces; the review queue
 * (approve / reject with a reason, the owner is mailed), ban and unban, the per-account permissions
 * and the organisation's may-activate-spaces flag.
 */
import type { Knex } from 'knex';
import { ACCOUNT_PERMISSIONS } from '../../db/constants';
import { Account, Organisation, Space } from '../../db/models';
import { fieldValidation, notFound } from '../../errors/ApiError';
import { likePattern, pageWindow, paged, type PageArgs, type Paged } from './paging';
import { requiredReason } from './reason';
import { mailReviewDecision } from './reviewMails';

export type VendorStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'BANNED' | 'NO_ORGANISATION';
export type AccountPermission = (typeof ACCOUNT_PERMISSIONS)[number];

export interface VendorFilter extends PageArgs {
  search?: string | null;
  status?: VendorStatus | null;
}

export interface AdminVendor {
  account_id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  permissions: AccountPermission[];
  organisation_id: number | null;
  organisation_name: string | null;
  organisation_type: string | null;
  review_status: string | null;
  review_reason: string | null;
  is_activation_allowed: boolean;
  is_banned: boolean;
  ban_cause: string | null;
  ban_reason: string | null;
  ts_banned: string | null;
  rating: number | null;
  spaces_count: number;
  ts_created: string;
}

const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

function vendorQuery(knex: Knex, filter: VendorFilter) {
  const q = Account.query(knex)
    .alias('a')
    .leftJoin('organisation as o', 'o.account_id', 'a.account_id')
    .where('a.account_state', 'VENDOR');
  const like = likePattern(filter.search);
  if (like) {
    q.where((w) =>
      w.whereILike('a.email', like).orWhereILike('o.organisation_name', like).orWhereILike('a.phone', like)
        .orWhereRaw(`(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')) ILIKE ?`, [like]),
    );
  }
  if (filter.status === 'BANNED') q.where('o.is_banned', true);
  else if (filter.status === 'NO_ORGANISATION') q.whereNull('o.organisation_id');
  else if (filter.status) q.where('o.review_status', filter.status).where('o.is_banned', false);
  return q;
}

interface VendorRow {
  account_id: number; email: string; first_name: string | null; last_name: string | null; phone: string | null;
  permissions: AccountPermission[] | null; ts_created: Date; organisation_id: number | null; organisation_name: string | null;
  organisation_type: string | null; review_status: string | null; review_reason: string | null; is_activation_allowed: boolean | null;
  is_banned: boolean | null; ban_cause: string | null; ban_reason: string | null; ts_banned: Date | null; organisation_rating: string | number | null;
  spaces_count: string | number;
}

function select(knex: Knex, filter: VendorFilter) {
  return vendorQuery(knex, filter).select(
    'a.account_id', 'a.email', 'a.first_name', 'a.last_name', 'a.phone', 'a.permissions', 'a.ts_created',
    'o.organisation_id', 'o.organisation_name', 'o.organisation_type', 'o.review_status', 'o.review_reason', 'o.is_activation_allowed',
    'o.is_banned', 'o.ban_cause', 'o.ban_reason', 'o.ts_banned', 'o.organisation_rating',
    Space.query(knex).joinRelated('venue').whereColumn('venue.organisation_id', 'o.organisation_id').modify('notRemoved').count('*').as('spaces_count'),
  );
}

function toVendor(r: VendorRow): AdminVendor {
  return {
    account_id: r.account_id, email: r.email, first_name: r.first_name, last_name: r.last_name, phone: r.phone,
    permissions: r.permissions ?? [], organisation_id: r.organisation_id, organisation_name: r.organisation_name,
    organisation_type: r.organisation_type, review_status: r.review_status, review_reason: r.review_reason,
    is_activation_allowed: r.is_activation_allowed === true, is_banned: r.is_banned === true, ban_cause: r.ban_cause,
    ban_reason: r.ban_reason, ts_banned: iso(r.ts_banned), rating: r.organisation_rating === null ? null : Number(r.organisation_rating),
    spaces_count: Number(r.spaces_count), ts_created: iso(r.ts_created)!,
  };
}

/** The vendors list: the review queue first (PENDING), then newest first. */
export async function listVendors(knex: Knex, filter: VendorFilter): Promise<Paged<AdminVendor>> {
  const { page, size, offset } = pageWindow(filter);
  const total = await vendorQuery(knex, filter).resultSize();
  const rows = (await select(knex, filter)
    .orderByRaw(`(o.review_status = 'PENDING' AND NOT o.is_banned) DESC NULLS LAST`)
    .orderBy('a.account_id', 'desc')
    .limit(size)
    .offset(offset)) as unknown as VendorRow[];
  return paged(rows.map(toVendor), total, page, size);
}

export async function loadVendor(knex: Knex, accountId: number): Promise<AdminVendor> {
  const row = (await select(knex, {}).findOne('a.account_id', accountId)) as unknown as VendorRow | undefined;
  if (!row) throw notFound('account');
  return toVendor(row);
}

async function organisationForUpdate(trx: Knex.Transaction, organisationId: number): Promise<Organisation> {
  const org = await Organisation.query(trx).findById(organisationId).forUpdate();
  if (!org) throw notFound('organisation');
  return org;
}

const nameOf = (org: Organisation) => org.organisation_name ?? `#${org.organisation_id}`;

/** Approve: review APPROVED and allowed to activate spaces; the owner is mailed. */
export async function approveOrganisation(knex: Knex, organisationId: number): Promise<number> {
  return knex.transaction(async (trx) => {
    const org = await organisationForUpdate(trx, organisationId);
    await org.$query(trx).patch({ review_status: 'APPROVED', review_reason: null, is_activation_allowed: true });
    await mailReviewDecision(trx, org.account_id, 'organisation_approved', { name: nameOf(org) });
    return organisationId;
  });
}

/** Reject with a reason: review REJECTED, not allowed to activate; the owner is mailed the reason. */
export async function rejectOrganisation(knex: Knex, organisationId: number, reason: string | null | undefined): Promise<number> {
  const why = requiredReason('organisation', reason);
  return knex.transaction(async (trx) => {
    const org = await organisationForUpdate(trx, organisationId);
    await org.$query(trx).patch({ review_status: 'REJECTED', review_reason: why, is_activation_allowed: false });
    await mailReviewDecision(trx, org.account_id, 'organisation_rejected', { name: nameOf(org), reason: why });
    return organisationId;
  });
}

/** Staff ban: every venue of the organisation hidden (search and pages skip banned organisations). */
export async function banOrganisation(knex: Knex, organisationId: number, reason: string | null | undefined): Promise<number> {
  const why = requiredReason('organisation', reason);
  return knex.transaction(async (trx) => {
    const org = await organisationForUpdate(trx, organisationId);
    if (org.is_banned) throw fieldValidation('organisation', 'is_banned', 'already_banned');
    await org.$query(trx).patch({ is_banned: true, ban_cause: 'STAFF', ban_reason: why, ts_banned: new Date().toISOString() });
    await mailReviewDecision(trx, org.account_id, 'organisation_banned', { name: nameOf(org), reason: why });
    return org.account_id;
  });
}

/** Lifts a ban of either cause (a rating ban comes back only if the rating is computed at 0 again). */
export async function unbanOrganisation(knex: Knex, organisationId: number): Promise<number> {
  return knex.transaction(async (trx) => {
    const org = await organisationForUpdate(trx, organisationId);
    if (!org.is_banned) throw fieldValidation('organisation', 'is_banned', 'not_banned');
    await org.$query(trx).patch({ is_banned: false, ban_cause: null, ban_reason: null, ts_banned: null });
    await mailReviewDecision(trx, org.account_id, 'organisation_unbanned', { name: nameOf(org) });
    return org.account_id;
  });
}

export async function organisationOwner(knex: Knex, organisationId: number): Promise<number> {
  const org = await Organisation.query(knex).findById(organisationId).select('account_id');
  if (!org) throw notFound('organisation');
  return org.account_id;
}

/**
 * The account's per-account permissions (replaced as a whole) and, when the account owns an
 * organisation, its may-activate-spaces flag; in one transaction.
 */
export async function updateVendorPermissions(
  knex: Knex, accountId: number, permissions: AccountPermission[], isActivationAllowed: boolean | null | undefined,
): Promise<void> {
  const unique = [...new Set(permissions)];
  if (unique.some((p) => !ACCOUNT_PERMISSIONS.includes(p))) throw fieldValidation('account', 'permissions', 'invalid');
  await knex.transaction(async (trx) => {
    const account = await Account.query(trx).findById(accountId).forUpdate();
    if (!account || account.account_state !== 'VENDOR') throw notFound('account');
    // a text[] column: bound as a PostgreSQL array, not as JSON
    await account.$query(trx).patch({ permissions: trx.raw('?::text[]', [unique]) as unknown as AccountPermission[] });
    if (isActivationAllowed !== null && isActivationAllowed !== undefined) {
      const org = await Organisation.query(trx).findOne({ account_id: accountId });
      if (!org) throw fieldValidation('organisation', 'is_activation_allowed', 'no_organisation');
      await org.$query(trx).patch({ is_activation_allowed: isActivationAllowed });
    }
  });
}
