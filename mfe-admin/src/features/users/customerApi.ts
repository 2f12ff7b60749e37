import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { BlockAccountDocument, CustomerDetailDocument, UnblockAccountDocument, type CustomerDetailQuery } from '../../generated/graphql';

export const CUSTOMER_DOCUMENTS = [
  /* GraphQL */ `query CustomerDetail($account_id: Int!) {
    customer_detail(account_id: $account_id) {
      account_id email first_name last_name phone account_state is_blocked block_cause block_reason blocked_booking_id ts_blocked ts_created
      bookings { booking_id space_name booking_start booking_end booking_status attendees }
      documents { finance_document_id booking_id invoice_type document_number amount status ts_created }
    }
  }`,
  /* GraphQL */ `mutation BlockAccount($account_id: Int!, $reason: String) { block_account(account_id: $account_id, reason: $reason) { account_id is_blocked } }`,
  /* GraphQL */ `mutation UnblockAccount($account_id: Int!) { unblock_account(account_id: $account_id) { account_id is_blocked } }`,
];

export type CustomerDetail = CustomerDetailQuery['customer_detail'];

/** One account in detail for staff (bookings, documents, block) and block / unblock. */
export const customerApi = api.injectEndpoints({
  endpoints: (build) => ({
    customerDetail: build.query<CustomerDetail, { account_id: number }>({
      query: (v) => operation(CustomerDetailDocument, v),
      transformResponse: (data: CustomerDetailQuery) => data.customer_detail,
      keepUnusedDataFor: 0,
    }),
    blockAccount: build.mutation<unknown, { account_id: number; reason: string }>({ query: (v) => operation(BlockAccountDocument, v) }),
    unblockAccount: build.mutation<unknown, { account_id: number }>({ query: (v) => operation(UnblockAccountDocument, v) }),
  }),
});

export const { useCustomerDetailQuery, useBlockAccountMutation, useUnblockAccountMutation } = customerApi;
