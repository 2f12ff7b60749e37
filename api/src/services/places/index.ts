/** The places provider of this process: Google Places when GOOGLE_PLACES_KEY is set, else the bundled gazetteer. */
import type { Knex } from 'knex';
import { gazetteerProvider, loadGazetteer } from './gazetteer';
import { googlePlacesProvider } from './google';
import type { PlacesProvider } from './types';

export * from './types';

const gazetteers = new WeakMap<Knex, PlacesProvider>();

export function placesProvider(knex: Knex, env: NodeJS.ProcessEnv = process.env): PlacesProvider {
  const key = env.GOOGLE_PLACES_KEY?.trim();
  if (key) return googlePlacesProvider(key);
  let provider = gazetteers.get(knex);
  if (!provider) {
    provider = gazetteerProvider(() => loadGazetteer(knex));
    gazetteers.set(knex, provider);
  }
  return provider;
}
