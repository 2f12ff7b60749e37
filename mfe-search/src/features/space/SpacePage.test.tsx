import { screen, waitFor, within } from '@testing-library/react';
import { graphqlError, mockGraphql } from '../testing/mockGraphql';
import { renderPage } from '../testing/renderPage';
import { spaceAnswer } from './spaceFixtures';
import { metaDescription, SpacePage } from './SpacePage';

const URL_NL = '/space/ab12cd34/de-boardroom/123456';

function answerSpace() {
  return mockGraphql(() => ({ json: { data: { specific_instance_by_slug: { space: spaceAnswer(), venue: null } } } }));
}

describe('SpacePage', () => {
  it('loads the space by its reference and shows name, description, photos and meta', async () => {
    const { calls } = answerSpace();
    renderPage(<SpacePage reference="123456" />, URL_NL);
    expect(await screen.findByRole('heading', { level: 1, name: 'De Boardroom' })).toBeInTheDocument();
    expect(calls[0].operation).toBe('specific_instance_by_slug');
    expect(calls[0].variables).toEqual({ slug: '123456' });
    expect(await screen.findByText(/Een lichte vergaderzaal aan de gracht/)).toBeInTheDocument(); // below the photo: after the first paint
    const photos = within(screen.getByTestId('space-gallery')).getAllByRole('img', { hidden: true });
    expect(photos.map((img) => img.getAttribute('src'))).toEqual(['/api/image/7/', '/api/image/8/']);
    expect(document.title).toBe('De Boardroom – Grachtenhuis – Amsterdam');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Een lichte vergaderzaal aan de gracht. Met daglicht en koffie.',
    );
  });

  it('shows the prices in euros, short bookings as a "from" price', async () => {
    answerSpace();
    renderPage(<SpacePage reference="123456" />, URL_NL);
    const prices = await screen.findByTestId('space-prices');
    const text = prices.textContent?.replace(/\s/g, ' ') ?? '';
    expect(text).toMatch(/Dagdeel \(4 uur\)€ 125,50/);
    expect(text).toMatch(/Dag \(8 uur\)€ 220/);
    expect(text).toMatch(/Dag en avond \(12 uur\)€ 300/);
    expect(text).toMatch(/Korte boekingvanaf € 45/);
  });

  it('lists configurations with max guests, translated activities and features', async () => {
    answerSpace();
    renderPage(<SpacePage reference="123456" />, URL_NL);
    const configs = await screen.findByTestId('space-configurations');
    const rows = within(configs).getAllByRole('row').slice(1).map((r) => r.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual(['U-vorm (standaard)12€ 25', 'Theater16–']);
    expect(within(screen.getByTestId('space-activities')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Vergaderen',
      'Trainen',
    ]);
    expect(within(screen.getByTestId('space-features')).getByText('Aan het water')).toBeInTheDocument();
  });

  it('shows the venue address and working hours Monday first, 1440 as 24:00', async () => {
    answerSpace();
    renderPage(<SpacePage reference="123456" />, URL_NL);
    const venue = await screen.findByTestId('venue-info');
    expect(within(venue).getByText('Herengracht 1, Amsterdam')).toBeInTheDocument();
    const rows = within(screen.getByTestId('working-hours')).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toBe('maandag08:00 – 18:00');
    expect(rows[1]).toBe('dinsdagGesloten');
    expect(rows[5]).toBe('zaterdag10:00 – 24:00');
  });

  it('shows breadcrumbs home, locations, region, city, venue, space with localised links in English', async () => {
    const { calls } = answerSpace();
    renderPage(<SpacePage reference="123456" />, `/en${URL_NL}`);
    const nav = await screen.findByRole('navigation');
    const links = within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/en'],
      ['Locations', '/en/locations'],
      ['Amsterdam', '/en/search?search=Amsterdam'],
      ['Grachtenhuis', '/en/customer/venue/ab12cd34/grachtenhuis'],
    ]);
    expect(within(nav).getByText('De Boardroom')).toBeInTheDocument();
    expect(calls[0].locale).toBe('EN');
    expect(await screen.findByText('Half day (4 hours)')).toBeInTheDocument();
    expect(screen.getByText('monday', { exact: false })).toBeInTheDocument();
  });

  it('goes to /not-found when the API answers NOT_FOUND', async () => {
    mockGraphql(() => graphqlError('NOT_FOUND', 404));
    renderPage(<SpacePage reference="999" />, '/space/ab12cd34/weg/999');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
  });

  it('shows an error with a retry on other failures', async () => {
    mockGraphql(() => graphqlError('INTERNAL', 500));
    renderPage(<SpacePage reference="123456" />, URL_NL);
    expect(await screen.findByRole('heading', { name: 'Deze ruimte kon niet worden geladen' })).toBeInTheDocument();
  });
});

describe('metaDescription', () => {
  it('cuts a long description at a word within 160 characters', () => {
    const out = metaDescription('woord '.repeat(60)) ?? '';
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.endsWith('woord…')).toBe(true);
  });
});
