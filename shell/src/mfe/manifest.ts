// /mfe-manifest.json: package -> { remote name, remoteEntry URL, version }. The server writes it into each
// page as a JSON data block (<script type="application/json" id="mfe-manifest">), which saves a round trip
// before any MFE can load; without it (a page not served by the API) it is fetched, never cached.
import type { MfeName } from '../activity-functions';

export interface ManifestEntry {
  name: string;
  url: string;
  version: string;
}

export type MfeManifest = Partial<Record<MfeName | string, ManifestEntry>>;

export const MANIFEST_URL = '/mfe-manifest.json';

/** The manifest the page came with; null when it has none or it does not parse. */
export function pageManifest(doc: Document = document): MfeManifest | null {
  const text = doc.getElementById('mfe-manifest')?.textContent;
  if (!text) return null;
  try {
    const manifest: unknown = JSON.parse(text);
    return manifest && typeof manifest === 'object' ? (manifest as MfeManifest) : null;
  } catch {
    return null;
  }
}

export async function fetchManifest(fetchImpl: typeof fetch = fetch, doc: Document = document): Promise<MfeManifest> {
  const inPage = pageManifest(doc);
  if (inPage) return inPage;
  try {
    const response = await fetchImpl(MANIFEST_URL, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`manifest answered ${response.status}`);
    return (await response.json()) as MfeManifest;
  } catch (error) {
    console.error('[zaalplek] cannot load /mfe-manifest.json', error);
    return {};
  }
}
