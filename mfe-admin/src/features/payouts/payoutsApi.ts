import { authFetch, operation, restUrl } from '@zaalplek/platform';
import { api } from '../../api';
import { AdminPayoutsDocument, RetryPayoutDocument, type AdminPayoutsQuery, type AdminPayoutsQueryVariables } from '../../generated/graphql';

export const ADMIN_PAYOUTS_QUERY = /* GraphQL */ `query AdminPayouts($status: AdminPayoutStatus, $date_from: String, $date_to: String, $organisation_id: Int, $search: String, $page: Int, $size: Int) {
  admin_payouts(status: $status, date_from: $date_from, date_to: $date_to, organisation_id: $organisation_id, search: $search, page: $page, size: $size) {
    total page size total_pages
    result { payout_id booking_id organisation_id organisation_name host_email amount_paid payout_amount payout_status payout_date pending_reason iban_number invoice_number ts_created }
  }
}`;

export const RETRY_PAYOUT_MUTATION = /* GraphQL */ `mutation RetryPayout($payout_id: Int!) { retry_payout(payout_id: $payout_id) { payout_id payout_status } }`;

export type PayoutPage = AdminPayoutsQuery['admin_payouts'];
export type AdminPayout = PayoutPage['result'][number];
export type PayoutsArgs = AdminPayoutsQueryVariables;

/** Every host's payouts for staff, and the retry. */
export const payoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminPayouts: build.query<PayoutPage, PayoutsArgs>({
      query: (v) => operation(AdminPayoutsDocument, v),
      transformResponse: (data: AdminPayoutsQuery) => data.admin_payouts,
    }),
    retryPayout: build.mutation<unknown, { payout_id: number }>({ query: (v) => operation(RetryPayoutDocument, v) }),
  }),
});

export const { useAdminPayoutsQuery, useRetryPayoutMutation } = payoutsApi;

/** The CSV export of the same filter (GET admin/payouts.csv), as a file download. */
export async function downloadPayoutsCsv(args: PayoutsArgs): Promise<void> {
  const query = new URLSearchParams();
  for (const key of ['status', 'date_from', 'date_to', 'organisation_id', 'search'] as const) {
    const value = args[key];
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  }
  const response = await authFetch(restUrl(`/api/admin/payouts.csv?${query.toString()}`), { headers: { Accept: 'text/csv' } });
  if (!response.ok) throw new Error(`payouts.csv ${response.status}`);
  const url = URL.createObjectURL(new Blob([await response.text()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'payouts.csv';
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
