/** social_network_authorisation_url(social_network, auth_flow, account_state): provider URL with state + nonce. */
import { authorisationUrl, type AuthFlow } from '../../services/oauth/login';
import { enabledProviders } from '../../services/oauth/providers';
import type { GraphQLContext } from '../context';
import { requestOf } from './flowDeps';

export function social_network_authorisation_url(
  _: unknown,
  args: { social_network: string; auth_flow: AuthFlow; account_state?: 'BOOKER' | 'VENDOR' | null },
  ctx: GraphQLContext,
) {
  return authorisationUrl(ctx.knex, requestOf(ctx).origin, args);
}

export const enabled_social_networks = () => enabledProviders().map((p) => p.toUpperCase());
