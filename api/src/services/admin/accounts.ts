/**
 * Admin Users (bookers) tab: the booker accounts (admins and other staff excluded), newest first,
 * searchable by name, e-mail or phone, with the total for paging.
 */
import type { Knex } from 'knex';
import { Account } from '../../db/models';
import { selectAccounts, toAccount, type AccountRow } from '../account/accountRow';
import { likePattern, pageWindow, paged, type PageArgs } from './paging';

export interface CustomerFilter extends PageArgs {
  search?: string | null;
}

function filtered(knex: Knex, args: CustomerFilter) {
  const q = Account.query(knex).alias('a').where('a.account_state', 'BOOKER').where('a.is_admin', false).whereNull('a.staff_role');
  const like = likePattern(args.search);
  if (like) {
    q.where((w) =>
      w.whereILike('a.email', like).orWhereILike('a.phone', like)
        .orWhereRaw(`(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')) ILIKE ?`, [like]),
    );
  }
  return q;
}

export async function listCustomers(knex: Knex, args: CustomerFilter) {
  const { page, size, offset } = pageWindow(args);
  const total = await filtered(knex, args).resultSize();
  const rows: AccountRow[] = await selectAccounts(knex)
    .whereIn('a.account_id', filtered(knex, args).select('a.account_id').toKnexQuery())
    .orderBy('a.account_id', 'desc')
    .limit(size)
    .offset(offset);
  return paged(rows.map(toAccount), total, page, size);
}
