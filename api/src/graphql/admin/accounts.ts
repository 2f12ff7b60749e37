/**
 * Admin Users (bookers) tab: get_customers lists the booker accounts (staff excluded), newest first,
 * searchable by name, e-mail or phone, paged (default 20) with the total. Hosts are in get_vendors.
 */
import { requirePermission } from '../../auth/guards';
import { listCustomers, type CustomerFilter } from '../../services/admin/accounts';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';

async function get_customers(_: unknown, args: CustomerFilter, ctx: GraphQLContext) {
  await requirePermission(ctx.knex, ctx.viewer, 'admin.accounts.view');
  return listCustomers(ctx.knex, args);
}

export const adminAccountsModule: GraphQLModule = {
  name: 'adminAccounts',
  visibility: 'authenticated',
  typeDefs: gql`
    type AccountPage { result: [Account!]!, total: Int!, page: Int!, size: Int!, total_pages: Int! }
    extend type Query {
      "admin, support: the booker accounts (staff excluded), newest first; search by name, e-mail or phone (default 20 per page, max 100)"
      get_customers(search: String, page: Int, size: Int): AccountPage!
    }
  `,
  resolvers: { Query: { get_customers } },
};
