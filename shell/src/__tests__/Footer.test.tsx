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
        get_all_social_media: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/zaalplek' }, { network: 'facebook', url: 'http://facebook.com/zaalplek' }, { network: 'youtube', url: 'javascript:alert(1)' }],
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
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'http://facebook.com/zaalplek');
    expect(screen.queryByRole('link', { name: 'YouTube' })).not.toBeInTheDocument();
    expect(calls[0]?.operation).toBe('footer');
    expect(calls[0]?.variables).toEqual({});
  });

  test('a preview link (?preview=) shows the footer draft: the token goes with the footer query', async () => {
    const { calls } = mockGraphql((call) => {
      const draft = call.variables.preview_token === 'signed.footer.token';
      const a = answer(call.locale);
      const block = a.json.data.footer.blocks[0]!;
      return draft ? { json: { data: { ...a.json.data, footer: { blocks: [{ ...block, data: { title: 'Nieuw menu', items: [{ label: 'Over ons', href: '/about-us' }] } }] } } } } : a;
    });
    window.history.replaceState(null, '', '/?preview=signed.footer.token');
    renderShell(<Footer />);
    expect(await screen.findByRole('heading', { name: 'Nieuw menu' })).toBeInTheDocument();
    expect(calls[0]?.variables).toEqual({ preview: true, preview_token: 'signed.footer.token' });
  });
});
