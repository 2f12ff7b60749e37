/** get_customers(search, page, size): admin only; booker accounts by name or e-mail. */
import { requireAdmin } from '../../auth/guards';
import type { GraphQLContext } from '../context';
import { selectAccounts, toAccount, type AccountRow } from '../../services/account/accountRow';

export async function get_customers(
  _: unknown,
  args: { search?: string | null; page?: number | null; size?: number | null },
  ctx: GraphQLContext,
) {
  requireAdmin(ctx.viewer);
  const size = Math.min(Math.max(args.size ?? 50, 1), 100);
  const page = Math.max(args.page ?? 1, 1);
  const q = selectAccounts(ctx.knex).where('a.account_state', 'BOOKER').where('a.is_admin', false);
  const search = (args.search ?? '').trim().slice(0, 100);
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q.where((w) =>
      w
        .whereILike('a.email', like)
        .orWhereRaw(`(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')) ILIKE ?`, [like]),
    );
  }
  const rows: AccountRow[] = await q.orderBy('a.account_id').limit(size).offset((page - 1) * size);
  return rows.map(toAccount);
}
