/** Set-based SQL of the host rating: an aggregate over the organisation's booking history (counts per kind of answer, FILTER-like sub-counts). */
import type { Knex } from 'knex';
import type { RequestCounts } from '../domain/rating';

/** How far back answers count (README "## Host rating"). */
export const RATING_WINDOW_DAYS = 365;

/** accepted / declined / expired / cancelled_by_host of an organisation, from the booking history. */
export async function ratingCounts(k: Knex | Knex.Transaction, organisationId: number, now: Date): Promise<RequestCounts> {
  const since = new Date(now.getTime() - RATING_WINDOW_DAYS * 86_400_000);
  const { rows } = await k.raw(
    `WITH h AS (
       SELECT h.* FROM booking_history h
       JOIN booking b ON b.booking_id = h.booking_id
       JOIN space s ON s.space_id = b.space_id
       JOIN venue v ON v.venue_id = s.venue_id
       WHERE v.organisation_id = ? AND h.ts_created >= ?
     )
     SELECT
       (SELECT count(DISTINCT h.booking_id) FROM h
          WHERE h.order_state IN ('PAYMENT_PENDING', 'CUSTOMER_APPROVAL')
            AND EXISTS (SELECT 1 FROM booking_history r WHERE r.booking_id = h.booking_id AND r.order_state = 'HOST_APPROVAL'
                        AND r.booking_history_id < h.booking_history_id))::int AS accepted,
       (SELECT count(DISTINCT h.booking_id) FROM h WHERE h.history_label = 'DECLINED_BY_HOST')::int AS declined,
       (SELECT count(DISTINCT h.booking_id) FROM h WHERE h.history_label = 'EXPIRED' AND h.to_status = 'DECLINED')::int AS expired,
       (SELECT count(DISTINCT h.booking_id) FROM h
          WHERE h.history_label IN ('CANCELLED_BY_HOST_WITH_REFUND', 'CANCELLED_BY_HOST_WITHOUT_REFUND'))::int AS cancelled_by_host`,
    [organisationId, since],
  );
  const r = rows[0] as RequestCounts;
  return { accepted: r.accepted, declined: r.declined, expired: r.expired, cancelled_by_host: r.cancelled_by_host };
}

