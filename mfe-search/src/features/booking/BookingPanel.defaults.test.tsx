import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayInAmsterdam } from '@zaalplek/design-system';
import { mockGraphql, type GraphqlCall } from '../testing/mockGraphql';
import { renderPage } from '../testing/renderPage';
import { amsterdamToIso } from '../shared/amsterdamTime';
import { spaceAnswer } from '../space/spaceFixtures';
import { SpacePage } from '../space/SpacePage';
import { addDays, earliestDate } from './bookableTimes';

jest.setTimeout(30000);

const slot = (date: string, from: string, to: string) => ({ slot_start: amsterdamToIso(date, from), slot_end: amsterdamToIso(date, to) });
const display = (date: string) => date.split('-').reverse().join('-');

/**
 * A space bookable 24 h ahead: `freeOn` answers the free slots of a date (opening 09:00-18:00);
 * a window is bookable when it lies inside one of them.
 */
function answer(freeOn: (date: string) => { from: string; to: string }[], open = true) {
  return mockGraphql((call: GraphqlCall) => {
    switch (call.operation) {
      case 'specific_instance_by_slug':
        return { json: { data: { specific_instance_by_slug: { space: spaceAnswer({ book_before_min_th: 24 }), venue: null } } } };
      case 'space_availability': {
        const { date, slot_start, slot_end } = call.variables as { date: string; slot_start?: string; slot_end?: string };
        const free = open ? freeOn(date).map((f) => slot(date, f.from, f.to)) : [];
        const bookable = slot_start ? free.some((f) => f.slot_start <= slot_start && slot_end! <= f.slot_end) : null;
        return {
          json: {
            data: {
              space_availability: { space_id: 42, date, is_open: open, opening: open ? [slot(date, '09:00', '18:00')] : [], free_slots: free, is_bookable: bookable },
            },
          },
        };
      }
      case 'space_service_balance':
        return { json: { data: { space_service_balance: { total: 0, result: [] } } } };
      case 'get_booking_preliminary_calculation':
        return { json: { data: null, errors: [{ message: 'not in this test' }] } };
      default:
        return { json: { data: null, errors: [{ message: `unexpected ${call.operation}` }] } };
    }
  });
}

const SPACE = '/space/ab12cd34/de-boardroom/123456';

describe('booking widget without a chosen date', () => {
  it.each([
    ['nl', '', 'Datum', 'Van', 'Tot', 'Vrij op deze dag: 17:00–18:00', 'Dit tijdslot is beschikbaar', /volgeboekt|niet beschikbaar/],
    ['en', '/en', 'Date', 'From', 'To', 'Free on this day: 17:00–18:00', 'This time slot is available', /fully booked|not available/],
  ])('%s: starts at the first bookable slot on the 30-minute grid', async (_l, prefix, dateLabel, fromLabel, toLabel, freeText, okText, wrong) => {
    const first = earliestDate({ book_before_min_th: 24 }, Date.now());
    // the first allowed day has no free time left, the day after is free from 16:41
    const { calls } = answer((date) => (date === addDays(first, 1) ? [{ from: '16:41', to: '18:00' }] : []));
    renderPage(<SpacePage reference="123456" />, `${prefix}${SPACE}`);
    const panel = await screen.findByTestId('booking-panel');
    await waitFor(() => expect(within(panel).getByLabelText(dateLabel)).toHaveValue(display(addDays(first, 1))), { timeout: 10000 });
    expect(within(panel).getByLabelText(fromLabel)).toHaveValue('17:00');
    expect(within(panel).getByLabelText(toLabel)).toHaveValue('18:00');
    expect(await within(panel).findByText(freeText, {}, { timeout: 10000 })).toBeInTheDocument();
    expect(await within(panel).findByText(okText, {}, { timeout: 10000 })).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(wrong);
    // never asked about today (the lead time rules it out)
    const asked = calls.filter((c) => c.operation === 'space_availability').map((c) => c.variables.date);
    expect(asked).not.toContain(todayInAmsterdam() === first ? 'never' : todayInAmsterdam());
    expect(asked[0]).toBe(first);
  });

  it.each([
    ['nl', '', 'Datum', 'Kies een datum', /volgeboekt|niet beschikbaar/],
    ['en', '/en', 'Date', 'Choose a date', /fully booked|not available/],
  ])('%s: with no bookable slot in the next two weeks the date stays empty and it asks for one', async (_l, prefix, dateLabel, ask, wrong) => {
    answer(() => [], false);
    renderPage(<SpacePage reference="123456" />, `${prefix}${SPACE}`);
    const panel = await screen.findByTestId('booking-panel');
    expect(await within(panel).findByText(ask, {}, { timeout: 10000 })).toBeInTheDocument();
    expect(within(panel).getByLabelText(dateLabel)).toHaveValue('');
    expect(panel).not.toHaveTextContent(wrong);
    // choosing a date then starts at the default afternoon
    const later = addDays(earliestDate({ book_before_min_th: 24 }, Date.now()), 3);
    fireEvent.change(within(panel).getByLabelText(dateLabel), { target: { value: display(later) } });
    fireEvent.blur(within(panel).getByLabelText(dateLabel));
    await waitFor(() => expect(within(panel).getByLabelText(dateLabel)).toHaveValue(display(later)), { timeout: 10000 });
    expect(within(panel).getByLabelText(prefix ? 'From' : 'Van')).toHaveValue('12:00');
    expect(within(panel).getByLabelText(prefix ? 'To' : 'Tot')).toHaveValue('16:00');
    expect(await within(panel).findByText(prefix ? 'Closed on this day' : 'Gesloten op deze dag', {}, { timeout: 10000 })).toBeInTheDocument();
  });

  it.each([
    ['nl', '', 'Minimaal 24 uur vooraf boeken', 'Deze dag is te kort van tevoren: minimaal 24 uur vooraf boeken', /volgeboekt/],
    ['en', '/en', 'Book at least 24 hours in advance', 'This day is too soon: book at least 24 hours in advance', /fully booked/],
  ])('%s: a window inside the lead time names the lead time, not "fully booked"', async (_l, prefix, lead, dayText, wrong) => {
    const today = todayInAmsterdam();
    answer(() => []);
    renderPage(<SpacePage reference="123456" />, `${prefix}${SPACE}?date=${today}&from=12:00&to=16:00`);
    const panel = await screen.findByTestId('booking-panel');
    expect(await within(panel).findByText(lead, {}, { timeout: 10000 })).toBeInTheDocument();
    expect(await within(panel).findByText(dayText, {}, { timeout: 10000 })).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(wrong);
  });
});
