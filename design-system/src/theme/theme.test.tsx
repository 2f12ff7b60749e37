import { render } from '@testing-library/react';
import styled, { ThemeProvider } from 'styled-components';
import { theme, GlobalStyle, breakpoints, media } from './index';
import { contrastRatio } from './contrast';

describe('theme', () => {
  it('uses the spec breakpoints: mini 480, phone to 960, tablet 961-1200, desktop from 1201', () => {
    expect(breakpoints).toEqual({ mini: 480, phone: 960, tabletMin: 961, tablet: 1200, desktop: 1201 });
    expect(media.mini).toBe('@media (max-width: 480px)');
    expect(media.phone).toBe('@media (max-width: 960px)');
    expect(media.tablet).toBe('@media (min-width: 961px) and (max-width: 1200px)');
    expect(media.desktop).toBe('@media (min-width: 1201px)');
    expect(theme.media).toBe(media);
  });

  it('has a spacing scale on a 4 px grid', () => {
    expect(theme.space(0)).toBe('0px');
    expect(theme.space(4)).toBe('16px');
    expect(theme.space(99)).toBe('64px');
    for (const step of theme.spacing) expect(step % 4).toBe(0);
  });

  it.each([
    ['text', 'background', 4.5],
    ['text', 'surface', 4.5],
    ['textMuted', 'background', 4.5],
    ['textMuted', 'surfaceMuted', 4.5],
    ['textInverse', 'primary', 4.5],
    ['textInverse', 'primaryHover', 4.5],
    ['textInverse', 'accent', 4.5],
    ['textInverse', 'danger', 4.5],
    ['textInverse', 'success', 4.5],
    ['accent', 'background', 4.5],
    ['danger', 'dangerSoft', 4.5],
    ['warning', 'warningSoft', 4.5],
    ['focus', 'background', 3],
    ['borderStrong', 'surface', 3],
  ] as const)('%s on %s has contrast of at least %d:1', (fg, bg, min) => {
    expect(contrastRatio(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(min);
  });

  it('gives styled components the theme (GlobalStyle renders inside it)', () => {
    const Box = styled.div`
      color: ${({ theme: t }) => t.colors.primary};
    `;
    const { getByText } = render(
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Box>Zaalplek</Box>
      </ThemeProvider>,
    );
    expect(getComputedStyle(getByText('Zaalplek')).color).toBe('rgb(176, 67, 29)');
  });
});
