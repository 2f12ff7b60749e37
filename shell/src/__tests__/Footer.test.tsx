import 'jest-styled-components';
import { screen } from '@testing-library/react';
import { Footer } from '../layout/Footer';
import { renderShell } from '../test-utils/renderShell';

test.each([
  ['/en/search', 'About us'],
  ['/search', 'Over ons'],
])('footer links (%s) are tap targets of at least 44 px', (url, name) => {
  window.history.replaceState(null, '', url);
  renderShell(<Footer />);
  expect(screen.getByRole('link', { name })).toBeInTheDocument();
  expect(screen.getByRole('navigation')).toHaveStyleRule('min-height', '44px', { modifier: 'a' });
});
