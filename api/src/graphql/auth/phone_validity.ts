/**
 * phone_validity(input: { phone }): the format of the spec ('+' then 8-15 digits) only. Whether
 * another account uses the number is not said (that would tell who has an account); registration
 * and the profile's phone change still refuse a number in use. Rate-limited per client IP.
 */
import { ipBucket, RATE_LIMITS } from '../../domain/auth/rateLimits';
import { checkPhone } from '../../domain/auth/validation';
import { hitRateLimit } from '../../middleware/rateLimit';
import type { GraphQLContext } from '../context';

export async function phone_validity(_: unknown, args: { input: { phone: string } }, ctx: GraphQLContext) {
  await hitRateLimit(ctx.knex, RATE_LIMITS.phoneCheckPerIp, ipBucket(ctx.request?.ip ?? 'websocket'));
  return { is_valid: !checkPhone(args.input.phone.trim()) };
}
