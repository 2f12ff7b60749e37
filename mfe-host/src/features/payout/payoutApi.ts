import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { AllPayoutsDocument, OrganisationBankInfoDocument, SpecificOrganisationBankInfoDocument, type AllPayoutsQuery, type OrganisationBankInfoQuery, type SpecificOrganisationBankInfoMutation, type BankInfoFieldsFragment } from '../../generated/graphql';

export type OrganisationBankInfo = BankInfoFieldsFragment;

export type Payout = AllPayoutsQuery['all_payouts']['result'][number];

export type PayoutPage = AllPayoutsQuery['all_payouts'];

export const BANK_FRAGMENT = /* GraphQL */ `fragment BankInfoFields on OrganisationBankInfo {
  organisation_bank_id bank_ascription iban is_active bank_name bic
}`;

export const BANK_INFO_QUERY = /* GraphQL */ `query OrganisationBankInfo { organisation_bank_info { ...BankInfoFields } }`;
export const SAVE_BANK_INFO_MUTATION = /* GraphQL */ `mutation SpecificOrganisationBankInfo($bank_ascription: String!, $iban: String!) {
  specific_organisation_bank_info(bank_ascription: $bank_ascription, iban: $iban) { ...BankInfoFields }
}`;
export const ALL_PAYOUTS_QUERY = /* GraphQL */ `query AllPayouts($payout_status: String, $page: Int, $size: Int) {
  all_payouts(payout_status: $payout_status, page: $page, size: $size) {
    result { payout_id booking_id venue_name space_name iban_name iban_number amount_paid payout_amount invoice_number invoice_date payout_status payout_date }
    total page size total_pages
  }
}`;

export const payoutApi = api.enhanceEndpoints({ addTagTypes: ['BankInfo'] }).injectEndpoints({
  endpoints: (build) => ({
    getBankInfo: build.query<OrganisationBankInfo | null, void>({
      query: () => operation(OrganisationBankInfoDocument, {}),
      transformResponse: (data: OrganisationBankInfoQuery) => data.organisation_bank_info,
      providesTags: ['BankInfo'],
    }),
    saveBankInfo: build.mutation<OrganisationBankInfo, { bank_ascription: string; iban: string }>({
      query: (variables) => operation(SpecificOrganisationBankInfoDocument, variables),
      transformResponse: (data: SpecificOrganisationBankInfoMutation) => data.specific_organisation_bank_info,
      invalidatesTags: ['BankInfo'],
    }),
    getPayouts: build.query<PayoutPage, { page: number; size: number }>({
      query: (variables) => operation(AllPayoutsDocument, variables),
      transformResponse: (data: AllPayoutsQuery) => data.all_payouts,
    }),
  }),
});

export const { useGetBankInfoQuery, useSaveBankInfoMutation, useGetPayoutsQuery } = payoutApi;
