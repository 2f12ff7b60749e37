import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import {
  ActAsLogDocument, GetCustomerTokensDocument, GetVendorTokensDocument,
  type ActAsLogQuery, type GetCustomerTokensQuery, type GetVendorTokensQuery,
} from '../../generated/graphql';

export const ACT_AS_DOCUMENTS = [
  /* GraphQL */ `query GetCustomerTokens($account_id: Int!) { get_customer_tokens(account_id: $account_id) { access_token expires_at act_as_session_id } }`,
  /* GraphQL */ `query GetVendorTokens($account_id: Int!) { get_vendor_tokens(account_id: $account_id) { access_token expires_at act_as_session_id } }`,
  /* GraphQL */ `query ActAsLog($search: String, $page: Int, $size: Int) {
    act_as_log(search: $search, page: $page, size: $size) {
      total page size total_pages
      result { act_as_session_id admin_account_id admin_name admin_email target_account_id target_name target_email target_kind ts_started start_ip ts_expires ts_stopped stop_ip }
    }
  }`,
];

export type ActAsLogPage = ActAsLogQuery['act_as_log'];
export type ActAsLogEntry = ActAsLogPage['result'][number];

/** Act-as tokens (each one a logged session) and the act-as log. */
export const actAsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // a new session every time: a mutation for the cache (never reused), a query on the API
    customerTokens: build.mutation<GetCustomerTokensQuery['get_customer_tokens'], { account_id: number }>({
      query: (v) => operation(GetCustomerTokensDocument, v),
      transformResponse: (data: GetCustomerTokensQuery) => data.get_customer_tokens,
    }),
    vendorTokens: build.mutation<GetVendorTokensQuery['get_vendor_tokens'], { account_id: number }>({
      query: (v) => operation(GetVendorTokensDocument, v),
      transformResponse: (data: GetVendorTokensQuery) => data.get_vendor_tokens,
    }),
    actAsLog: build.query<ActAsLogPage, { search: string; page: number; size: number }>({
      query: (v) => operation(ActAsLogDocument, { ...v, search: v.search || null }),
      transformResponse: (data: ActAsLogQuery) => data.act_as_log,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCustomerTokensMutation, useVendorTokensMutation, useActAsLogQuery } = actAsApi;
