// TypeScript DefaultTheme augmentation: `theme` inside styled-components templates is a ZaalplekTheme.
// Imported (for its types only) by theme/index.ts so every consumer of the package gets it.
import type { ZaalplekTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends ZaalplekTheme {}
}

export {};
