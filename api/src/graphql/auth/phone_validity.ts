/** phone_validity(input: { phone }): format of the spec and not used by another account. */
import { checkPhone } from '../../domain/auth/validation';
import type { GraphQLContext } from '../context';

export async function phone_validity(_: unknown, args: { input: { phone: string } }, ctx: GraphQLContext) {
  const phone = args.input.phone.trim();
  if (checkPhone(phone)) return { is_valid: false };
  const q = ctx.knex('account').where('phone', phone);
  if (ctx.viewer) q.whereNot('account_id', ctx.viewer.accountId);
  return { is_valid: !(await q.first('account_id')) };
}
