/** The fields of `get_customers: [Account]` the users tab shows. */
export interface CustomerAccount {
  accountId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  accountState: 'BOOKER' | 'VENDOR' | string;
  isAdmin: boolean;
}

/** Spec section 9: general page size. */
export const USERS_PAGE_SIZE = 20;
