// Message catalogs that load when their language is first shown: a package lists its catalogs per
// locale, each either the catalog itself (Dutch, the default language: on the first load at once) or
// a function importing it (English: its own chunk, fetched when a page is first shown in English).
import type { Locale } from './routes';

export type Catalog = Record<string, string>;
/** A catalog at hand, or the import() that fetches it (a JSON module: its default export). */
export type CatalogSource = Catalog | (() => Promise<{ default: Catalog } | Catalog>);
export type Catalogs = Partial<Record<Locale, CatalogSource>>;

const loaded = new Map<CatalogSource, Catalog>();
const loading = new Map<CatalogSource, Promise<Catalog>>();
const defined = new Set<Catalogs>();

/** A package's catalogs; remembered so loadAllCatalogs can fetch them (tests). */
export function defineCatalogs<C extends Catalogs>(catalogs: C): C {
  defined.add(catalogs);
  return catalogs;
}

/** The locale's catalog when it is at hand (given, or fetched before); undefined while it still has to load. */
export function catalogNow(catalogs: Catalogs, locale: Locale): Catalog | undefined {
  const source = catalogs[locale];
  if (!source) return {};
  if (typeof source !== 'function') return source;
  return loaded.get(source);
}

/** Fetches the locale's catalog (once; later calls share the first). */
export function loadCatalog(catalogs: Catalogs, locale: Locale): Promise<Catalog> {
  const source = catalogs[locale];
  const now = catalogNow(catalogs, locale);
  if (now || !source || typeof source !== 'function') return Promise.resolve(now ?? {});
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
  return pending;
}

/** Fetches every catalog of every package defined so far (tests render any language at once). */
export async function loadAllCatalogs(): Promise<void> {
  const all: Promise<Catalog>[] = [];
  for (const catalogs of defined) for (const locale of Object.keys(catalogs) as Locale[]) all.push(loadCatalog(catalogs, locale));
  await Promise.all(all);
}
