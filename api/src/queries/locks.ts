/**
 * Transaction-scoped advisory locks: they serialise writes whose rule no index or row lock can
 * express (a coupon code unique across an organisation's venues), so they stay SQL.
 */
import type { Knex } from 'knex';

/** Lock keys (first argument of the two-key form); one per rule. */
const ORGANISATION_COUPON_CODES = 6101;

/** Held until the transaction ends: one coupon save per organisation at a time. */
export async function lockOrganisationCouponCodes(trx: Knex.Transaction, organisationId: number): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [ORGANISATION_COUPON_CODES, organisationId]);
}
