/**
 * DB-backed fixed-window rate limits (shared by every API process). `hitRateLimit` counts one
 * request and throws RATE_LIMIT / too_many_requests (429, meta.retry_after_seconds) above the rule's max.
 */
import type { Knex } from 'knex';
import { ApiError } from '../errors/ApiError';
import { bucketKey, retryAfterSeconds, windowStart, type RateLimitRule } from '../domain/auth/rateLimits';

export async function hitRateLimit(knex: Knex, rule: RateLimitRule, subject: string, now: Date = new Date()): Promise<void> {
  if ((await countHit(knex, rule, subject, now)) > rule.max) {
    throw new ApiError('RATE_LIMIT', {
      entity: 'account',
      key: 'too_many_requests',
      meta: { retry_after_seconds: retryAfterSeconds(now, rule) },
    });
  }
}

/** Counts one hit in the rule's current window and returns the hits so far (this one included). */
export async function countHit(knex: Knex, rule: RateLimitRule, subject: string, now: Date = new Date()): Promise<number> {
  const bucket = bucketKey(rule, subject);
  const start = windowStart(now, rule);
  const { rows } = await knex.raw<{ rows: Array<{ hits: number }> }>(
    `INSERT INTO rate_limit (bucket, window_start, hits) VALUES (?, ?, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit.hits + 1
     RETURNING hits`,
    [bucket, start],
  );
  if (Math.random() < 0.01) {
    // housekeeping: old windows are worthless
    await knex('rate_limit').where('window_start', '<', new Date(now.getTime() - 24 * 3600 * 1000)).del();
  }
  return rows[0]?.hits ?? 0;
}
