import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import {
  ApproveOrganisationDocument, BanOrganisationDocument, GetVendorsDocument, RejectOrganisationDocument, UnbanOrganisationDocument,
  UpdateVendorPermissionsDocument, type AccountPermission, type AdminVendorStatus, type GetVendorsQuery,
} from '../../generated/graphql';

export const GET_VENDORS_QUERY = /* GraphQL */ `query GetVendors($search: String, $status: AdminVendorStatus, $page: Int, $size: Int) {
  get_vendors(search: $search, status: $status, page: $page, size: $size) {
    total page size total_pages
    result {
      account_id email first_name last_name phone permissions organisation_id organisation_name organisation_type
      review_status review_reason is_activation_allowed is_banned ban_cause ban_reason ts_banned rating spaces_count ts_created
    }
  }
}`;

export const VENDOR_MUTATIONS = [
  /* GraphQL */ `mutation ApproveOrganisation($organisation_id: Int!) { approve_organisation(organisation_id: $organisation_id) { organisation_id review_status } }`,
  /* GraphQL */ `mutation RejectOrganisation($organisation_id: Int!, $reason: String) { reject_organisation(organisation_id: $organisation_id, reason: $reason) { organisation_id review_status } }`,
  /* GraphQL */ `mutation BanOrganisation($organisation_id: Int!, $reason: String) { ban_organisation(organisation_id: $organisation_id, reason: $reason) { account_id is_banned } }`,
  /* GraphQL */ `mutation UnbanOrganisation($organisation_id: Int!) { unban_organisation(organisation_id: $organisation_id) { account_id is_banned } }`,
  /* GraphQL */ `mutation UpdateVendorPermissions($account_id: Int!, $permissions: [AccountPermission!]!, $is_activation_allowed: Boolean) {
    update_vendor_permissions(account_id: $account_id, permissions: $permissions, is_activation_allowed: $is_activation_allowed) { account_id permissions is_activation_allowed }
  }`,
];

export type VendorPage = GetVendorsQuery['get_vendors'];
export type AdminVendor = VendorPage['result'][number];
export interface VendorsArgs {
  search: string;
  status: AdminVendorStatus | null;
  page: number;
  size: number;
}

/** Host accounts for staff (get_vendors) and the staff decisions about them. */
export const vendorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVendors: build.query<VendorPage, VendorsArgs>({
      query: ({ search, status, page, size }) => operation(GetVendorsDocument, { search: search || null, status, page, size }),
      transformResponse: (data: GetVendorsQuery) => data.get_vendors,
    }),
    approveOrganisation: build.mutation<unknown, { organisation_id: number }>({ query: (v) => operation(ApproveOrganisationDocument, v) }),
    rejectOrganisation: build.mutation<unknown, { organisation_id: number; reason: string }>({ query: (v) => operation(RejectOrganisationDocument, v) }),
    banOrganisation: build.mutation<unknown, { organisation_id: number; reason: string }>({ query: (v) => operation(BanOrganisationDocument, v) }),
    unbanOrganisation: build.mutation<unknown, { organisation_id: number }>({ query: (v) => operation(UnbanOrganisationDocument, v) }),
    updateVendorPermissions: build.mutation<unknown, { account_id: number; permissions: AccountPermission[]; is_activation_allowed: boolean | null }>({
      query: (v) => operation(UpdateVendorPermissionsDocument, v),
    }),
  }),
});

export const {
  useGetVendorsQuery, useApproveOrganisationMutation, useRejectOrganisationMutation, useBanOrganisationMutation,
  useUnbanOrganisationMutation, useUpdateVendorPermissionsMutation,
} = vendorsApi;
