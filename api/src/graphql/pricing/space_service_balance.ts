/** space_service_balance(...): the space's services with price, VAT, order type and remaining inventory for a window. */
import { notFound } from '../../errors/ApiError';
import type { GraphQLContext } from '../context';
import { isOwnerOrAdmin, isSpacePublic } from './access';
import { fieldError, parseInstant } from '../../services/pricing/errors';
import { loadServices, loadSpace, type Window } from '../../services/pricing/load';

interface Args {
  space_id: number;
  booking_start?: string | null;
  booking_end?: string | null;
  first?: number | null;
  skip?: number | null;
  /** accepted for the spec's signature; excluding the caller's own booking comes with booking editing */
  booking_edit_mode?: boolean | null;
}

const DEFAULT_FIRST = 50;
const MAX_FIRST = 200;
const ENTITY = 'space_service_balance';

function window(args: Args): Window | null {
  if (args.booking_start == null && args.booking_end == null) return null;
  const start = parseInstant(args.booking_start);
  const end = parseInstant(args.booking_end);
  if (!start) throw fieldError('booking_start', 'invalid_time_range', {}, ENTITY);
  if (!end || end <= start) throw fieldError('booking_end', 'invalid_time_range', {}, ENTITY);
  return { start, end };
}

export async function space_service_balance(_: unknown, args: Args, ctx: GraphQLContext) {
  const first = args.first ?? DEFAULT_FIRST;
  const skip = args.skip ?? 0;
  if (first < 0 || first > MAX_FIRST) throw fieldError('first', 'max_integer', { max: MAX_FIRST }, ENTITY);
  if (skip < 0) throw fieldError('skip', 'min_integer', { min: 0 }, ENTITY);
  const win = window(args);
  const [space, services] = await Promise.all([loadSpace(ctx.knex, args.space_id), loadServices(ctx.knex, args.space_id, win, ctx.locale)]);
  if (!space || (!isSpacePublic(space) && !(await isOwnerOrAdmin(ctx, space.organisation_id)))) throw notFound('space');
  return { result: services.slice(skip, skip + first), total: services.length };
}
