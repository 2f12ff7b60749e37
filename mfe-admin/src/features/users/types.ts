/** The fields of `get_accounts` the users tab shows. */
export interface UserAccount {
  accountId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  accountState: 'BOOKER' | 'VENDOR' | string;
  isAdmin: boolean;
}

export interface AccountPage {
  result: UserAccount[];
  total: number;
  page: number;
  size: number;
  total_pages: number;
}

export interface AccountsQuery {
  search: string;
  page: number;
  size: number;
}

/** Spec section 9: general page size. */
export const USERS_PAGE_SIZE = 20;
