/** account rows -> the Account type (camelCase, as in the spec's account entity). */
import type { Knex } from 'knex';

export const ACCOUNT_COLUMNS = [
  'a.account_id', 'a.email', 'a.first_name', 'a.last_name', 'a.locale', 'a.phone', 'a.account_state', 'a.is_admin',
];

export interface AccountRow {
  account_id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  locale: string;
  phone: string | null;
  account_state: 'BOOKER' | 'VENDOR';
  is_admin: boolean;
  organisation_id: number | null;
}

/** Adds organisation_id: owned organisation first, else accepted team membership. */
export function selectAccounts(knex: Knex): Knex.QueryBuilder {
  return knex('account as a').select(
    ...ACCOUNT_COLUMNS,
    knex.raw(`coalesce(
      (SELECT o.organisation_id FROM organisation o WHERE o.account_id = a.account_id ORDER BY o.organisation_id LIMIT 1),
      (SELECT t.organisation_id FROM team_member t WHERE t.account_id = a.account_id AND t.invitation_status = 'ACCEPTED'
        ORDER BY t.team_member_id LIMIT 1)
    ) AS organisation_id`),
  );
}

export function toAccount(row: AccountRow) {
  return {
    accountId: row.account_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    locale: row.locale === 'en' ? 'EN' : 'NL',
    phone: row.phone,
    accountState: row.account_state,
    isAdmin: row.is_admin,
    organisationId: row.organisation_id,
  };
}
