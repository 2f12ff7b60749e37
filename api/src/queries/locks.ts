/**
 * Transaction-scoped locks: they serialise writes whose rule no index or row lock can express (a coupon
 * code unique across an organisation's venues, a tag name unique case-insensitively), so they stay SQL.
 */
import type { Knex } from 'knex';

/** Lock keys (first argument of the two-key form); one per rule. */
const ORGANISATION_COUPON_CODES = 6101;

/** Held until the transaction ends: one coupon save per organisation at a time. */
export async function lockOrganisationCouponCodes(trx: Knex.Transaction, organisationId: number): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [ORGANISATION_COUPON_CODES, organisationId]);
}

/** Held until the transaction ends: one new tag at a time, so the case-insensitive name checks see every committed tag. */
export async function lockVenueTags(trx: Knex.Transaction): Promise<void> {
  await trx.raw('LOCK TABLE venue_tag IN SHARE ROW EXCLUSIVE MODE');
}
