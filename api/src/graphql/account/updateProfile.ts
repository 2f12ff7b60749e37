/** updateProfile(input): names, locale, marketing, role switch at once; e-mail/phone after verification. */
import { requirePermission } from '../../auth/guards';
import { updateProfile as update } from '../../auth/profileUpdate';
import type { GraphQLContext } from '../context';
import { flowDeps } from '../auth/flowDeps';

interface ProfileInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  locale?: 'NL' | 'EN' | null;
  marketing?: boolean | null;
  accountState?: 'BOOKER' | 'VENDOR' | null;
}

export async function updateProfile(_: unknown, { input }: { input: ProfileInput }, ctx: GraphQLContext) {
  const subject = await requirePermission(ctx.knex, ctx.viewer, 'profile.update');
  const body: Record<string, unknown> = {};
  const map: Array<[keyof ProfileInput, string]> = [
    ['firstName', 'first_name'], ['lastName', 'last_name'], ['email', 'email'], ['locale', 'locale'],
    ['marketing', 'marketing_subscription'], ['accountState', 'account_state'],
  ];
  for (const [from, to] of map) if (input[from] != null) body[to] = input[from];
  if (input.phone !== undefined) body.phone = input.phone;
  return update(flowDeps(ctx), subject.accountId!, body);
}
