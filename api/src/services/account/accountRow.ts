/** account rows -> the Account type (camelCase, as in the spec's account entity). */
import type { Knex } from 'knex';
import { allowedActions, staffRoleOf, type AccountPermission, type StaffRole, type TeamRole } from '../../auth/permissions';
import { imageUrl } from '../../types';

export const ACCOUNT_COLUMNS = [
  'a.account_id', 'a.email', 'a.first_name', 'a.last_name', 'a.locale', 'a.phone', 'a.account_state', 'a.is_admin', 'a.staff_role',
  'a.is_email_verified', 'a.is_phone_verified', 'a.marketing_subscription', 'a.permissions', 'a.avatar_image_id', 'a.chat_user_id',
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
  staff_role: StaffRole | null;
  is_email_verified: boolean;
  is_phone_verified: boolean;
  marketing_subscription: boolean;
  permissions: AccountPermission[];
  avatar_image_id: number | null;
  chat_user_id: string | null;
  organisation_id: number | null;
  owns_organisation: boolean;
  team_role: TeamRole | null;
  social_networks: string[] | null;
  pending_email: string | null;
  pending_phone: string | null;
}

/** Adds organisation_id (owned organisation first, else accepted team membership), team role, social networks, pending changes. */
export function selectAccounts(knex: Knex): Knex.QueryBuilder {
  return knex('account as a').select(
    ...ACCOUNT_COLUMNS,
    knex.raw(`coalesce(
      (SELECT o.organisation_id FROM organisation o WHERE o.account_id = a.account_id ORDER BY o.organisation_id LIMIT 1),
      (SELECT t.organisation_id FROM team_member t WHERE t.account_id = a.account_id AND t.invitation_status = 'ACCEPTED'
        ORDER BY t.team_member_id LIMIT 1)
    ) AS organisation_id`),
    knex.raw(`EXISTS (SELECT 1 FROM organisation o WHERE o.account_id = a.account_id) AS owns_organisation`),
    knex.raw(`(SELECT t.team_role FROM team_member t WHERE t.account_id = a.account_id AND t.invitation_status = 'ACCEPTED'
        ORDER BY t.team_member_id LIMIT 1) AS team_role`),
    knex.raw(`ARRAY(SELECT DISTINCT upper(s.provider) FROM social_account s WHERE s.account_id = a.account_id) AS social_networks`),
    knex.raw(`(SELECT t.target FROM auth_token t WHERE t.account_id = a.account_id AND t.purpose = 'VERIFY_EMAIL'
        AND t.consumed_at IS NULL AND t.expires_at > now() ORDER BY t.auth_token_id DESC LIMIT 1) AS pending_email`),
    knex.raw(`(SELECT t.target FROM auth_token t WHERE t.account_id = a.account_id AND t.purpose = 'VERIFY_PHONE'
        AND t.consumed_at IS NULL AND t.expires_at > now() AND t.attempts < 5 ORDER BY t.auth_token_id DESC LIMIT 1) AS pending_phone`),
  );
}

export function toAccount(row: AccountRow) {
  const teamRole = row.owns_organisation ? null : row.team_role;
  return {
    accountId: row.account_id,
    email: row.email,
    emailVerified: row.is_email_verified,
    pendingEmail: row.pending_email,
    firstName: row.first_name,
    lastName: row.last_name,
    locale: row.locale === 'en' ? 'EN' : 'NL',
    phone: row.phone,
    phoneVerified: row.is_phone_verified,
    pendingPhone: row.pending_phone,
    accountState: row.account_state,
    isAdmin: row.is_admin,
    staffRole: staffRoleOf(row),
    actingAs: null as null | { adminId: number; adminName: string; expiresAt: string },
    organisationId: row.organisation_id,
    avatarImageId: row.avatar_image_id,
    avatarImage: imageUrl(row.avatar_image_id),
    marketing: row.marketing_subscription,
    permissions: row.permissions ?? [],
    roleType: teamRole,
    socialNetworks: row.social_networks ?? [],
    chatUserId: row.chat_user_id,
    eventPermissions: allowedActions({
      accountId: row.account_id,
      accountState: row.account_state,
      isAdmin: row.is_admin,
      staffRole: row.is_admin ? null : row.staff_role,
      teamRole,
      permissions: row.permissions ?? [],
    }),
  };
}

export type AccountView = ReturnType<typeof toAccount>;

export async function loadAccount(knex: Knex, accountId: number): Promise<AccountView | null> {
  const row: AccountRow | undefined = await selectAccounts(knex).where('a.account_id', accountId).first();
  return row ? toAccount(row) : null;
}
