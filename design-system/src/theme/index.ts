import './augmentStyled';
export { theme, colors, spacing, typography, radii, shadows, zIndex, focusRing } from './theme';
export type { ZaalplekTheme } from './theme';
export { breakpoints, media, mediaQueries } from './breakpoints';
export { GlobalStyle } from './GlobalStyle';
export { ThemeProvider } from 'styled-components';
