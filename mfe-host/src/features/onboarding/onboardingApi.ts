// Organisation details (host-and-admin spec 7; docs/CONTRACTS.md "Host: organisation, venues, ..."):
// REST organisation/, organisation/{public|private}/, kvk/get_address/{code}/; GraphQL get_companies and the
// discovery contract's places_autocomplete.
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { GetCompaniesDocument, PlacesAutocompleteDocument, type GetCompaniesQuery, type PlacesAutocompleteQuery } from '../../generated/graphql';
import { restCall } from './form/restCall';

export const GET_COMPANIES_QUERY = /* GraphQL */ `query GetCompanies($company_name: String!) { get_companies(company_name: $company_name) { legal_name coc_number address place_id } }`;
export const PLACES_AUTOCOMPLETE_QUERY = /* GraphQL */ `query PlacesAutocomplete($input: String!) { places_autocomplete(input: $input) { status predictions { place_id description } } }`;

export interface Organisation {
  organisation_id: number;
  organisation_type: 'PUBLIC' | 'PRIVATE';
  organisation_name: string;
  vat_number: string;
  vat_rate: number;
  finance_email: string;
  place_id: string | null;
  finance_place_id: string | null;
  coc: string | null;
  address: string | null;
  finance_address: string | null;
  is_update_allowed: boolean;
  is_activation_allowed?: boolean;
  review_status?: 'PENDING' | 'APPROVED' | 'REJECTED';
}

export interface OrganisationInput {
  organisation_name?: string;
  coc?: string;
  place_id: string | null;
  finance_place_id?: string | null;
  vat_number: string;
  vat_rate: number;
  finance_email: string;
  is_finance_coc_geo: boolean;
}

export interface KvkAddress {
  coc: string;
  legal_name: string;
  address: string;
  postal_code?: string;
  city?: string;
  place_id: string | null;
}

/** A company register hit (get_companies). */
export type Company = GetCompaniesQuery['get_companies'][number];

export type PlacePrediction = PlacesAutocompleteQuery['places_autocomplete']['predictions'][number];

export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrganisation: build.query<Organisation | null, void>({
      queryFn: async () => {
        const result = await restCall<Organisation>('/api/organisation/');
        if ('error' in result && result.error?.status_code === 404) return { data: null };
        return result;
      },
    }),
    saveOrganisation: build.mutation<Organisation, { type: 'PUBLIC' | 'PRIVATE'; input: OrganisationInput }>({
      queryFn: ({ type, input }) =>
        restCall<Organisation>(`/api/organisation/${type === 'PUBLIC' ? 'public' : 'private'}/`, { method: 'POST', body: input }),
    }),
    kvkAddress: build.query<KvkAddress, string>({
      queryFn: (code) => restCall<KvkAddress>(`/api/kvk/get_address/${encodeURIComponent(code)}/`),
    }),
    getCompanies: build.query<Company[], string>({
      query: (company_name) => operation(GetCompaniesDocument, { company_name }),
      transformResponse: (data: GetCompaniesQuery) => data.get_companies,
    }),
    placesAutocomplete: build.query<PlacePrediction[], string>({
      query: (input) => operation(PlacesAutocompleteDocument, { input }),
      transformResponse: (data: PlacesAutocompleteQuery) => data.places_autocomplete.predictions,
    }),
  }),
});

export const { useGetOrganisationQuery, useSaveOrganisationMutation, useLazyKvkAddressQuery, useGetCompaniesQuery, usePlacesAutocompleteQuery } = onboardingApi;
