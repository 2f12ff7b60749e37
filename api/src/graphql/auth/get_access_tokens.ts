/** get_access_tokens(email_token, nonce): consumes an e-mail login link (public endpoint). */
import { consumeLink } from '../../auth/loginFlow';
import type { GraphQLContext } from '../context';
import { flowDeps } from './flowDeps';

export function get_access_tokens(_: unknown, args: { email_token: string; nonce?: string | null }, ctx: GraphQLContext) {
  return consumeLink(flowDeps(ctx), args.email_token, args.nonce ?? null);
}
