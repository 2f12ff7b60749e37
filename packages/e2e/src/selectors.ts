// DOM hooks the e2e tests rely on (see docs/CONTRACTS.md and the package READMEs).
export const TOP_SPACE_CARDS = '[data-testid="top-spaces"] [data-testid="space-card"]';
export const SPACE_CARD = '[data-testid="space-card"]';
/** Root element of an MFE: data-mfe="<package>" data-mfe-version="<version>". */
export const mfeRoot = (pkg: string) => `[data-mfe="${pkg}"]`;
/** The frame single-spa mounts an MFE into. */
export const mfeFrame = (pkg: string) => `#mfe-${pkg}`;
/** What the shell shows in an MFE's frame when the remote cannot be loaded. */
export const MFE_ERROR = '[data-testid="mfe-error"]';
/** SpaceCard shows at most 50 characters of a name. */
export const visibleName = (name: string) => (name.length <= 50 ? name : name.slice(0, 47));
