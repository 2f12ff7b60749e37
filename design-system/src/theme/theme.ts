import { breakpoints, media } from './breakpoints';

/**
 * Zaalplek's look: warm off-white surfaces, a terracotta primary and a deep teal accent.
 * Text colours keep at least 4.5:1 contrast on `background` and `surface`;
 * white text keeps at least 4.5:1 on `primary`, `accent`, `danger` and `success`.
 */
export const colors = {
  background: '#FBF8F4',
  surface: '#FFFFFF',
  surfaceMuted: '#F4EEE7',
  text: '#231D19',
  textMuted: '#5E544D',
  textInverse: '#FFFFFF',
  border: '#DDD3C9',
  borderStrong: '#8F837A',
  primary: '#B0431D',
  primaryHover: '#8E3416',
  primarySoft: '#FBE9E1',
  accent: '#0E6466',
  accentHover: '#0A4D4F',
  accentSoft: '#E0F0EF',
  success: '#1D6F42',
  successSoft: '#E3F3EA',
  warning: '#8A5A00',
  warningSoft: '#FDF1D8',
  danger: '#B3261E',
  dangerSoft: '#FCE8E6',
  info: '#1F5AA6',
  infoSoft: '#E4EEFA',
  star: '#E0A100',
  focus: '#1F5AA6',
  overlay: 'rgba(35, 29, 25, 0.55)',
} as const;

/** 4 px based spacing scale: space(0)=0 ... space(8)=64 px. */
export const spacing = [0, 4, 8, 12, 16, 24, 32, 48, 64] as const;

export const typography = {
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  fontFamilyMono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', display: '2.5rem' },
  fontWeight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.2, normal: 1.5 },
} as const;

export const radii = { sm: '4px', md: '8px', lg: '14px', pill: '999px' } as const;

export const shadows = {
  sm: '0 1px 2px rgba(35, 29, 25, 0.08)',
  md: '0 4px 14px rgba(35, 29, 25, 0.12)',
  lg: '0 12px 32px rgba(35, 29, 25, 0.18)',
} as const;

export const zIndex = { dropdown: 100, modal: 1000, toast: 1100 } as const;

/** Visible focus ring used by every interactive component. */
export const focusRing = `outline: 3px solid ${colors.focus}; outline-offset: 2px;`;

export const theme = {
  breakpoints,
  media,
  colors,
  spacing,
  /** spacing step to px string, e.g. theme.space(4) === '16px' */
  space: (step: number): string => `${spacing[Math.max(0, Math.min(spacing.length - 1, step))]}px`,
  typography,
  radii,
  shadows,
  zIndex,
  focusRing,
  transition: '150ms ease-in-out',
};

export type ZaalplekTheme = typeof theme;
