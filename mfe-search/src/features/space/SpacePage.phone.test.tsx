import 'jest-styled-components';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockGraphql, type GraphqlCall } from '../testing/mockGraphql';
import { renderPage } from '../testing/renderPage';
import { spaceAnswer } from './spaceFixtures';
import { SpacePage } from './SpacePage';

jest.setTimeout(30000);

const PHONE = { media: '(max-width: 960px)' };
const URL = '/space/ab12cd34/de-boardroom/123456?date=2030-07-15&from=12:00&to=16:00&attendees=10';

function answer() {
  return mockGraphql((call: GraphqlCall) => {
    switch (call.operation) {
      case 'specific_instance_by_slug':
        return { json: { data: { specific_instance_by_slug: { space: spaceAnswer(), venue: null } } } };
      case 'space_availability':
        return {
          json: {
            data: {
              space_availability: { space_id: 42, date: '2030-07-15', is_open: true, opening: [], free_slots: [], is_bookable: null },
            },
          },
        };
      case 'space_service_balance':
        return { json: { data: { space_service_balance: { total: 0, result: [] } } } };
      default:
        return { json: { data: null, errors: [{ message: `unexpected ${call.operation}` }] } };
    }
  });
}

describe('space page on a phone', () => {
  it.each([
    ['/', 'Boek', 'Vanaf € 125,50 per dagdeel', 'Datum'],
    ['/en/', 'Book', 'From €125.50 per half day', 'Date'],
  ])('%s: a sticky bar at the bottom takes the guest to the booking widget', async (prefix, book, price, dateLabel) => {
    answer();
    renderPage(<SpacePage reference="123456" />, `${prefix}${URL.slice(1)}`);
    const bar = await screen.findByTestId('sticky-book-bar');
    // only on a phone, fixed to the bottom of the screen, with a 44 px button
    expect(bar).toHaveStyleRule('display', 'none');
    expect(bar).toHaveStyleRule('display', 'flex', PHONE);
    expect(bar).toHaveStyleRule('position', 'fixed', PHONE);
    expect(bar).toHaveStyleRule('bottom', '0', PHONE);
    expect(bar).toHaveStyleRule('min-height', '44px', { ...PHONE, modifier: '> button' });
    expect(bar.textContent?.replace(/\s/g, ' ')).toContain(price.replace(/\s/g, ' '));

    const panel = await screen.findByTestId('booking-panel');
    const aside = panel.closest('aside')!;
    const scrolled = jest.fn();
    aside.scrollIntoView = scrolled;
    fireEvent.click(within(bar).getByText(book));
    expect(scrolled).toHaveBeenCalled();
    expect(within(panel).getByLabelText(dateLabel)).toHaveFocus();
  });

  it('the layout select has the full width of the panel (never cut off)', async () => {
    answer();
    renderPage(<SpacePage reference="123456" />, URL);
    const row = await screen.findByTestId('booking-guests-row');
    expect(within(row).getByLabelText('Opstelling')).toBeInTheDocument();
    expect(row).toHaveStyleRule('grid-template-columns', 'minmax(0,1fr)');
  });

  it.each([
    ['/', 'Locaties'],
    ['/en/', 'Locations'],
  ])('%s: breadcrumb links are 44 px tap targets', async (prefix, crumb) => {
    answer();
    renderPage(<SpacePage reference="123456" />, `${prefix}${URL.slice(1)}`);
    const link = await screen.findByRole('link', { name: crumb });
    const nav = link.closest('nav')!;
    expect(nav).toHaveStyleRule('min-height', '44px', { modifier: 'a' });
  });
});
