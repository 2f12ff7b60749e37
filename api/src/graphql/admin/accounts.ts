/**
 * Admin users list: every account (guests, hosts, team members, admins, new sign-ups), newest
 * first, searchable by name, e-mail or phone and filterable by role, with the total for paging.
 * get_customers stays the spec's list of guest accounts.
 */
import type { Knex } from 'knex';
import { requirePermission } from '../../auth/guards';
import { selectAccounts, toAccount, type AccountRow } from '../../services/account/accountRow';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';

type AccountRole = 'BOOKER' | 'VENDOR' | 'ADMIN';

interface Args {
  search?: string | null;
  role?: AccountRole | null;
  page?: number | null;
  size?: number | null;
}

function filtered(knex: Knex, args: Args): Knex.QueryBuilder {
  const q = knex('account as a');
  const search = (args.search ?? '').trim().slice(0, 100);
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q.where((w) =>
      w
        .whereILike('a.email', like)
        .orWhereILike('a.phone', like)
        .orWhereRaw(`(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')) ILIKE ?`, [like]),
    );
  }
  if (args.role === 'ADMIN') q.where('a.is_admin', true);
  else if (args.role) q.where('a.account_state', args.role);
  return q;
}

async function get_accounts(_: unknown, args: Args, ctx: GraphQLContext) {
  await requirePermission(ctx.knex, ctx.viewer, 'admin.area');
  const size = Math.min(Math.max(args.size ?? 20, 1), 100);
  const page = Math.max(args.page ?? 1, 1);
  const ids = filtered(ctx.knex, args).select('a.account_id');
  const [{ n }] = await filtered(ctx.knex, args).count<{ n: string }[]>('* as n');
  const rows: AccountRow[] = await selectAccounts(ctx.knex)
    .whereIn('a.account_id', ids)
    .orderBy('a.account_id', 'desc')
    .limit(size)
    .offset((page - 1) * size);
  const total = Number(n);
  return { result: rows.map(toAccount), total, page, size, total_pages: Math.ceil(total / size) };
}

export const adminAccountsModule: GraphQLModule = {
  name: 'adminAccounts',
  visibility: 'authenticated',
  typeDefs: gql`
    "ADMIN: accounts with the admin flag; BOOKER / VENDOR: the account's current role"
    enum AdminAccountRole { BOOKER VENDOR ADMIN }
    type AccountPage { result: [Account!]!, total: Int!, page: Int!, size: Int!, total_pages: Int! }
    extend type Query {
      "admin: every account, newest first; search by name, e-mail or phone (default 20 per page, max 100)"
      get_accounts(search: String, role: AdminAccountRole, page: Int, size: Int): AccountPage!
    }
  `,
  resolvers: { Query: { get_accounts } },
};
