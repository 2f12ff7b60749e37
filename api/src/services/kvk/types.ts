/** The company register (KvK) adapter: lookup by CoC number and search by name. */
export interface Company {
  legal_name: string;
  coc_number: string;
  address: string;
  postal_code: string | null;
  city: string | null;
  /** a place id of the places service, so the organisation address needs no second lookup */
  place_id: string | null;
}

export interface CompanyRegister {
  name: 'test' | 'kvk';
  byCoc(coc: string): Promise<Company | null>;
  search(name: string, limit?: number): Promise<Company[]>;
}

/** the register cannot be reached or refused us (mapped to INTERNAL 502 kvk_unavailable) */
export class RegisterUnavailable extends Error {}
