/** Breakpoints from the spec (section 9): mini 480, phone up to 960, tablet 961-1200, desktop from 1201. */
export const breakpoints = {
  mini: 480,
  phone: 960,
  tabletMin: 961,
  tablet: 1200,
  desktop: 1201,
} as const;

/** Media query strings, usable in styled-components templates: `${({ theme }) => theme.media.phone} { ... }`. */
export const media = {
  /** up to 480 px */
  mini: `@media (max-width: ${breakpoints.mini}px)`,
  /** up to 960 px (phones, mini included) */
  phone: `@media (max-width: ${breakpoints.phone}px)`,
  /** 961 px to 1200 px */
  tablet: `@media (min-width: ${breakpoints.tabletMin}px) and (max-width: ${breakpoints.tablet}px)`,
  /** up to 1200 px (phones and tablets) */
  belowDesktop: `@media (max-width: ${breakpoints.tablet}px)`,
  /** from 1201 px */
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
} as const;

/** The same queries without the `@media` prefix, for window.matchMedia. */
export const mediaQueries = {
  mini: `(max-width: ${breakpoints.mini}px)`,
  phone: `(max-width: ${breakpoints.phone}px)`,
  tablet: `(min-width: ${breakpoints.tabletMin}px) and (max-width: ${breakpoints.tablet}px)`,
  belowDesktop: `(max-width: ${breakpoints.tablet}px)`,
  desktop: `(min-width: ${breakpoints.desktop}px)`,
} as const;
