// /mfe-manifest.json: package -> { remote name, remoteEntry URL, version }. Fetched at start, never cached.
import type { MfeName } from '../activity-functions';

export interface ManifestEntry {
  name: string;
  url: string;
  version: string;
}

export type MfeManifest = Partial<Record<MfeName | string, ManifestEntry>>;

export const MANIFEST_URL = '/mfe-manifest.json';

export async function fetchManifest(fetchImpl: typeof fetch = fetch): Promise<MfeManifest> {
  try {
    const response = await fetchImpl(MANIFEST_URL, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`manifest answered ${response.status}`);
    return (await response.json()) as MfeManifest;
  } catch (error) {
    console.error('[zaalplek] cannot load /mfe-manifest.json', error);
    return {};
  }
}
