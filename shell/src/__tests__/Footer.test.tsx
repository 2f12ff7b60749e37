import 'jest-styled-components';
import { screen } from '@testing-library/react';
import { mockGraphql } from '@zaalplek/platform/src/testing/mockGraphql';
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

describe('footer from the CMS', () => {
  const answer = (locale: string | null) => ({
    json: {
      data: {
        footer: {
          blocks: [
            { block_id: 1, block_type: 'NAVIGATION', position: 1, data: { title: locale === 'EN' ? 'Help' : 'Hulp', items: [
              { label: locale === 'EN' ? 'Terms and conditions' : 'Algemene voorwaarden', href: '/helpdesk/algemene-voorwaarden' },
              { label: 'Evil', href: 'javascript:alert(1)' },
            ] } },
          ],
        },
        main_menu: { regions: [{ name: 'Utrecht', path: 'utrecht' }], cities: [{ name: 'Amersfoort', path: 'utrecht/amersfoort' }] },
        get_all_social_media: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/zaalplek' }, { network: 'facebook', url: 'http://insecure.example' }],
      },
    },
  });

  test.each([
    ['/search', 'Hulp', 'Algemene voorwaarden', '/helpdesk/algemene-voorwaarden', 'Provincies'],
    ['/en/search', 'Help', 'Terms and conditions', '/en/helpdesk/algemene-voorwaarden', 'Provinces'],
  ])('%s: navigation columns, provinces, popular cities and social links', async (url, column, label, href, regions) => {
    const { calls } = mockGraphql((call) => answer(call.locale));
    window.history.replaceState(null, '', url);
    renderShell(<Footer />);
    expect(await screen.findByRole('heading', { name: column })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(screen.queryByRole('link', { name: 'Evil' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: regions })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amersfoort' })).toHaveAttribute('href', expect.stringMatching(/\/locations\/utrecht\/amersfoort$/));
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/company/zaalplek');
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(calls[0]?.operation).toBe('footer');
  });
});
