import { api } from '../../api';

export interface OrganisationBankInfo {
  organisation_bank_id: number;
  bank_ascription: string;
  iban: string;
  is_active: boolean;
  bank_name: string | null;
  bic: string | null;
}

export interface Payout {
  payout_id: number;
  booking_id: number;
  venue_name: string | null;
  space_name: string | null;
  iban_name: string | null;
  iban_number: string | null;
  amount_paid: number;
  payout_amount: number;
  invoice_number: string | null;
  invoice_date: string | null;
  payout_status: string;
  payout_date: string | null;
}

export interface PayoutPage {
  result: Payout[];
  total: number;
  page: number;
  size: number;
  total_pages: number;
}

const BANK_FIELDS = 'organisation_bank_id bank_ascription iban is_active bank_name bic';

export const BANK_INFO_QUERY = /* GraphQL */ `query OrganisationBankInfo { organisation_bank_info { ${BANK_FIELDS} } }`;
export const SAVE_BANK_INFO_MUTATION = /* GraphQL */ `mutation SpecificOrganisationBankInfo($bank_ascription: String!, $iban: String!) {
  specific_organisation_bank_info(bank_ascription: $bank_ascription, iban: $iban) { ${BANK_FIELDS} }
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
      query: () => ({ document: BANK_INFO_QUERY }),
      transformResponse: (data: { organisation_bank_info: OrganisationBankInfo | null }) => data.organisation_bank_info,
      providesTags: ['BankInfo'],
    }),
    saveBankInfo: build.mutation<OrganisationBankInfo, { bank_ascription: string; iban: string }>({
      query: (variables) => ({ document: SAVE_BANK_INFO_MUTATION, variables }),
      transformResponse: (data: { specific_organisation_bank_info: OrganisationBankInfo }) => data.specific_organisation_bank_info,
      invalidatesTags: ['BankInfo'],
    }),
    getPayouts: build.query<PayoutPage, { page: number; size: number }>({
      query: (variables) => ({ document: ALL_PAYOUTS_QUERY, variables }),
      transformResponse: (data: { all_payouts: PayoutPage }) => data.all_payouts,
    }),
  }),
});

export const { useGetBankInfoQuery, useSaveBankInfoMutation, useGetPayoutsQuery } = payoutApi;
