/**
 * The real KvK API (https://developers.kvk.nl): `GET /v2/zoeken?handelsnaam=` and
 * `GET /v1/basisprofielen/{kvkNummer}`, header `apikey`. Used when KVK_API_KEY is set.
 * Every failure (network, timeout, 5xx, 401/403) is RegisterUnavailable; 404 is "not found".
 */
import { RegisterUnavailable, type Company, type CompanyRegister } from './types';

type Fetch = typeof fetch;

interface KvkAddress { straatnaam?: string; huisnummer?: number | string; postcode?: string; plaats?: string; volledigAdres?: string; type?: string }

function toCompany(kvkNummer: string, name: string, addresses: KvkAddress[] | undefined): Company {
  const a = addresses?.find((x) => x.type === 'bezoekadres') ?? addresses?.[0];
  const street = a?.straatnaam ? `${a.straatnaam} ${a.huisnummer ?? ''}`.trim() : (a?.volledigAdres ?? '');
  return { legal_name: name, coc_number: kvkNummer, address: street, postal_code: a?.postcode ?? null, city: a?.plaats ?? null, place_id: null };
}

export function kvkApiRegister(apiKey: string, baseUrl = 'https://api.kvk.nl/api', fetchImpl: Fetch = fetch): CompanyRegister {
  async function get(path: string): Promise<any | null> {
    let res: Response;
    try {
      res = await fetchImpl(`${baseUrl}${path}`, { headers: { apikey: apiKey, Accept: 'application/json' }, signal: AbortSignal.timeout(8000) });
    } catch (e) {
      throw new RegisterUnavailable(`KvK unreachable: ${(e as Error).message}`);
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new RegisterUnavailable(`KvK answered ${res.status}`);
    try {
      return await res.json();
    } catch {
      throw new RegisterUnavailable('KvK answered no JSON');
    }
  }
  return {
    name: 'kvk',
    async byCoc(coc) {
      const body = await get(`/v1/basisprofielen/${encodeURIComponent(coc)}`);
      if (!body) return null;
      const adressen = body._embedded?.hoofdvestiging?.adressen ?? body.adressen;
      return toCompany(String(body.kvkNummer ?? coc), String(body.naam ?? body.statutaireNaam ?? ''), adressen);
    },
    async search(name, limit = 10) {
      const body = await get(`/v2/zoeken?naam=${encodeURIComponent(name)}&resultatenPerPagina=${limit}`);
      const rows: any[] = body?.resultaten ?? [];
      return rows.slice(0, limit).map((r) => toCompany(String(r.kvkNummer), String(r.naam ?? ''), r.adres?.binnenlandsAdres ? [r.adres.binnenlandsAdres] : undefined));
    },
  };
}
