/**
 * Admin users list: every account (guests, hosts, team members, admins, new sign-ups), newest first,
 * searchable by name, e-mail or phone and filterable by role, with the total for paging.
 */
import type { Knex } from 'knex';
import { Account } from '../../db/models';
import { selectAccounts, toAccount, type AccountRow } from '../account/accountRow';
import { likePattern, pageWindow, paged, type PageArgs } from './paging';

export type AccountRole = 'BOOKER' | 'VENDOR' | 'ADMIN';

export interface AccountFilter extends PageArgs {
  search?: string | null;
  role?: AccountRole | null;
}

function filtered(knex: Knex, args: AccountFilter) {
  const q = Account.query(knex).alias('a');
  const like = likePattern(args.search);
  if (like) {
    q.where((w) =>
      w.whereILike('a.email', like).orWhereILike('a.phone', like)
        .orWhereRaw(`(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')) ILIKE ?`, [like]),
    );
  }
  if (args.role === 'ADMIN') q.where('a.is_admin', true);
  else if (args.role) q.where('a.account_state', args.role);
  return q;
}

export async function listAccounts(knex: Knex, args: AccountFilter) {
  const { page, size, offset } = pageWindow(args);
  const total = await filtered(knex, args).resultSize();
  const rows: AccountRow[] = await selectAccounts(knex)
    .whereIn('a.account_id', filtered(knex, args).select('a.account_id').toKnexQuery())
    .orderBy('a.account_id', 'desc')
    .limit(size)
    .offset(offset);
  return paged(rows.map(toAccount), total, page, size);
}
