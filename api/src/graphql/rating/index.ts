/**
 * host_rating (docs/CONTRACTS.md "Host rating", README "## Host rating"): the organisation's
 * reliability on the 0-10 scale, computed from its answers to requests (domain/rating).
 * Own organisation with venue.view (owner and team members); other organisations admins only.
 */
import { forbidden, notFound } from '../../errors/ApiError';
import { clock } from '../../jobs/clock';
import { hostRatingOf } from '../../services/rating/hostRating';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';
import { requireHostScope } from '../team/hostOrganisation';

async function host_rating(_: unknown, args: { organisation_id?: number | null }, ctx: GraphQLContext) {
  const scope = await requireHostScope(ctx, 'venue.view');
  const id = args.organisation_id ?? scope.organisationId;
  if (id == null) throw notFound('organisation');
  if (id !== scope.organisationId && !scope.subject.isAdmin) throw forbidden('organisation');
  const rating = await hostRatingOf(ctx.knex, id, clock.now());
  if (!rating) throw notFound('organisation');
  return rating;
}

export const ratingModule: GraphQLModule = {
  name: 'rating',
  visibility: 'authenticated',
  typeDefs: gql`
    enum HostRatingLabel { UNRELIABLE LOW MODERATE AVERAGE RELIABLE SUPER_RELIABLE }
    type HostRating {
      organisation_id: Int!
      "0..10, one decimal (10 x acceptance rate; 10 until 5 requests were answered or ignored)"
      value: Float!
      "value / 2 (0..5 stars)"
      stars: Float!
      label: HostRatingLabel!
      "value <= 2: the host is warned"
      is_critical: Boolean!
      "value 0 (or banned by staff): every venue hidden"
      is_banned: Boolean!
      requests_counted: Int!
      accepted: Int!
      declined: Int!
      expired: Int!
      cancelled_by_host: Int!
    }
    extend type Query {
      "own organisation (venue.view); other organisation ids admin only"
      host_rating(organisation_id: Int): HostRating!
    }
  `,
  resolvers: { Query: { host_rating } },
};
