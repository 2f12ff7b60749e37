/** The account as /profile/account shows it (GraphQL `profile`, docs/CONTRACTS.md "Accounts"). */
export interface ProfileAccount {
  accountId: number;
  email: string;
  emailVerified: boolean | null;
  pendingEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  locale: string | null;
  phone: string | null;
  phoneVerified: boolean | null;
  pendingPhone: string | null;
  accountState: 'BOOKER' | 'VENDOR' | string;
  avatarImage: string | null;
  avatarImageId: number | null;
  marketing: boolean | null;
}

/** `ProfileInput` of `updateProfile` (all optional). */
export interface ProfileInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  locale?: string;
  marketing?: boolean;
  accountState?: 'BOOKER' | 'VENDOR';
}

/** One system notification setting (`get_system_notifications`). */
export interface NotificationSetting {
  event_id: number;
  name: string;
  scope: 'ADMIN' | 'AUTHENTICATION' | 'BOOKING' | 'LOCATION' | string;
  type: string;
  email: boolean;
  sms: boolean;
  is_editable: boolean;
  is_booker: boolean;
  is_vendor: boolean;
}

export interface NotificationPreference {
  event_id: number;
  email: boolean;
  sms: boolean;
}
