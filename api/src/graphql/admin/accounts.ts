/**
 * Admin users list: every account (guests, hosts, team members, admins, new sign-ups), newest
 * first, searchable by name, e-mail or phone and filterable by role, with the total for paging.
 * get_customers stays the spec's list of guest accounts.
 */
import { requirePermission } from '../../auth/guards';
import { listAccounts, type AccountFilter } from '../../services/admin/accounts';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';

async function get_accounts(_: unknown, args: AccountFilter, ctx: GraphQLContext) {
  await requirePermission(ctx.knex, ctx.viewer, 'admin.accounts.view');
  return listAccounts(ctx.knex, args);
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
