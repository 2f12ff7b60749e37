// Message catalogs that load when their language is first shown: a package lists its catalogs per
// locale, each either the catalog itself (Dutch, the default language: on the first load at once) or
// a function importing it (English: its own chunk, fetched when a page is first shown in English).
import { needsParsing, parseCatalog } from './icuCatalogs';
import type { Locale } from './routes';

export type Catalog = Record<string, string>;
/** A catalog at hand, or the import() that fetches it (a JSON module: its default export). */
export type CatalogSource = Catalog | (() => Promise<{ default: Catalog } | Catalog>);
export type Catalogs = Partial<Record<Locale, CatalogSource>>;

const loaded = new Map<CatalogSource, Catalog>();
const loading = new Map<CatalogSource, Promise<Catalog>>();
const defined = new Set<Catalogs>();
/** ICU-string catalogs (an MFE release built before the catalogs were precompiled) and their parsed form */
const parsedOf = new WeakMap<Catalog, Catalog>();
const parsing = new WeakMap<Catalog, Promise<Catalog>>();

/** The catalog as react-intl can use it now: itself, its parsed form, or undefined while that is made. */
function usable(catalog: Catalog): Catalog | undefined {
  return needsParsing(catalog) ? parsedOf.get(catalog) : catalog;
}

function parsedOnce(catalog: Catalog): Promise<Catalog> {
  if (!needsParsing(catalog)) return Promise.resolve(catalog);
  let pending = parsing.get(catalog);
  if (!pending) {
    pending = parseCatalog(catalog).then((parsed) => {
      parsedOf.set(catalog, parsed);
      return parsed;
    });
    pending.catch(() => parsing.delete(catalog)); // tried again on the next render
    parsing.set(catalog, pending);
  }
  return pending;
}

/** A package's catalogs; remembered so loadAllCatalogs can fetch them (tests). */
export function defineCatalogs<C extends Catalogs>(catalogs: C): C {
  defined.add(catalogs);
  return catalogs;
}

/** The locale's catalog when it is at hand (given, or fetched before); undefined while it still has to load. */
export function catalogNow(catalogs: Catalogs, locale: Locale): Catalog | undefined {
  const source = catalogs[locale];
  if (!source) return {};
  const catalog = typeof source === 'function' ? loaded.get(source) : source;
  return catalog && usable(catalog);
}

/** Fetches the locale's catalog (once; later calls share the first). */
export function loadCatalog(catalogs: Catalogs, locale: Locale): Promise<Catalog> {
  const source = catalogs[locale];
  const now = catalogNow(catalogs, locale);
  if (now || !source) return Promise.resolve(now ?? {});
  if (typeof source !== 'function') return parsedOnce(source);
  const fetched = loaded.get(source);
  if (fetched) return parsedOnce(fetched);
  let pending = loading.get(source);
  if (!pending) {
    pending = source().then((module) => {
      const catalog = ('default' in module && typeof module.default === 'object' ? module.default : module) as Catalog;
      loaded.set(source, catalog);
      return catalog;
    });
    pending.catch(() => loading.delete(source)); // a failed fetch is tried again on the next render
    loading.set(source, pending);
  }
  return pending.then(parsedOnce);
}

/** Fetches every catalog of every package defined so far (tests render any language at once). */
export async function loadAllCatalogs(): Promise<void> {
  const all: Promise<Catalog>[] = [];
  for (const catalogs of defined) for (const locale of Object.keys(catalogs) as Locale[]) all.push(loadCatalog(catalogs, locale));
  await Promise.all(all);
}
