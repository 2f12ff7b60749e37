// DOM hooks the e2e tests rely on (see docs/CONTRACTS.md and the package READMEs).
export const TOP_SPACE_CARDS = '[data-testid="top-spaces"] [data-testid="space-card"]';
export const SPACE_CARD = '[data-testid="space-card"]';
/** Root element of an MFE: data-mfe="<package>" data-mfe-version="<version>". */
export const mfeRoot = (pkg: string) => `[data-mfe="${pkg}"]`;
/** The frame single-spa mounts an MFE into (shell/src/index.html). */
export const mfeFrame = (pkg: string) => `#${pkg}`;
/** What the shell shows in an MFE's frame when the remote cannot be loaded (platform MfeErrorFrame). */
export const mfeError = (name: string) => `[data-mfe-error="${name}"][role="alert"]`;
/** The shell's own status pages (shell/src/layout/StatusPage.tsx). */
export const shellPage = (page: 'not-found' | 'server-error') => `[data-shell-page="${page}"]`;
/** The home page's hero search form (mfe-content). */
export const HERO_SEARCH = 'form[role="search"]';
/** SpaceCard shows at most 50 characters of a name. */
export const visibleName = (name: string) => (name.length <= 50 ? name : name.slice(0, 47));

/** A package's message catalog, to check which language a page is in. */
export function catalog(pkg: string, lang: 'nl' | 'en'): Record<string, string> {
  return require(`../../${pkg}/src/messages/${lang}.json`);
}
