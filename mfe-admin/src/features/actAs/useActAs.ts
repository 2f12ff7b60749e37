import { useState } from 'react';
import { useLocation } from 'react-router';
import { getLocale, localePath, navigate, startActingAs } from '@zaalplek/platform';
import { useApiErrorText } from '../admin/apiErrors';
import { useCustomerTokensMutation, useVendorTokensMutation } from './actAsApi';

/**
 * Starts acting as a customer (to the home page) or a vendor (to its spaces): the act-as token
 * replaces this tab's access token; the shell's banner shows and stops it.
 */
export function useActAs() {
  const locale = getLocale(useLocation().pathname);
  const errorText = useApiErrorText();
  const [customerTokens] = useCustomerTokensMutation();
  const [vendorTokens] = useVendorTokensMutation();
  const [error, setError] = useState<string | null>(null);
  const start = async (kind: 'CUSTOMER' | 'VENDOR', accountId: number) => {
    setError(null);
    try {
      const tokens = await (kind === 'VENDOR' ? vendorTokens({ account_id: accountId }) : customerTokens({ account_id: accountId })).unwrap();
      await startActingAs(tokens.access_token);
      navigate(localePath(kind === 'VENDOR' ? '/vendor/spaces' : '/', locale));
    } catch (e) {
      setError(errorText(e));
    }
  };
  return { start, error };
}
