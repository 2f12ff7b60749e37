import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PENDING_ACTION_KEY } from '@zaalplek/platform';
import { mockGraphql, type GraphqlCall } from '../testing/mockGraphql';
import { renderPage } from '../testing/renderPage';
import { spaceAnswer } from '../space/spaceFixtures';
import { SpacePage } from '../space/SpacePage';
import type { BookingPreview } from './types';

const URL = '/space/ab12cd34/de-boardroom/123456?date=2030-07-15&from=12:00&to=16:00&attendees=10';

function preview(attendees: number): BookingPreview {
  return {
    space_id: 42,
    duration_minutes: 240,
    order_items: [
      { order_item_type: 'SPACE', reference_id: 42, service_name: 'De Boardroom', quantity: 1, hours: 4, order_item_total_vat_excl: 13178, discount: 0, vat_rate: 21, order_item_total: 15945 },
      { order_item_type: 'CONFIGURATION', reference_id: 2, service_name: 'u-shape', quantity: 1, hours: null, order_item_total_vat_excl: 2625, discount: 0, vat_rate: 21, order_item_total: 3176 },
      ...(attendees > 0
        ? [{ order_item_type: 'SERVICE' as const, reference_id: 5, service_name: 'Lunch', quantity: attendees, hours: null, order_item_total_vat_excl: 1313 * attendees, discount: 0, vat_rate: 9, order_item_total: 1431 * attendees }]
        : []),
    ],
    total_excl_vat: 15803 + 1313 * attendees,
    vat_21: 3318,
    vat_9: 118 * attendees,
    vat_total: 3318 + 118 * attendees,
    total_incl_vat: 19121 + 1431 * attendees,
    discount: 0,
    is_free: false,
    is_reservation_limit_reached: false,
  };
}

function answer(overrides: Parameters<typeof spaceAnswer>[0] = {}) {
  return mockGraphql((call: GraphqlCall) => {
    switch (call.operation) {
      case 'specific_instance_by_slug':
        return { json: { data: { specific_instance_by_slug: { space: spaceAnswer(overrides), venue: null } } } };
      case 'space_availability':
        return {
          json: {
            data: {
              space_availability: {
                space_id: 42,
                date: '2030-07-15',
                is_open: true,
                opening: [{ slot_start: '2030-07-15T06:00:00.000Z', slot_end: '2030-07-15T16:00:00.000Z' }],
                free_slots: [
                  { slot_start: '2030-07-15T06:00:00.000Z', slot_end: '2030-07-15T08:00:00.000Z' },
                  { slot_start: '2030-07-15T10:00:00.000Z', slot_end: '2030-07-15T16:00:00.000Z' },
                ],
                is_bookable: call.variables.slot_start === '2030-07-15T10:00:00.000Z',
              },
            },
          },
        };
      case 'space_service_balance':
        return {
          json: {
            data: {
              space_service_balance: {
                total: 2,
                result: [
                  { service_id: 5, service_name: 'Lunch', service_type: 'CATERING', description: null, order_type: 'PER_PERSON', price: 1250, vat_rate: 9, is_mandatory: false, is_on_demand: true, remaining_inventory: null },
                  { service_id: 6, service_name: 'Whiteboard', service_type: 'FACILITY', description: null, order_type: 'STATIC', price: 0, vat_rate: 21, is_mandatory: false, is_on_demand: false, remaining_inventory: null },
                ],
              },
            },
          },
        };
      case 'get_booking_preliminary_calculation': {
        const input = call.variables.input as { attendees: number; services: { quantity: number }[] };
        return { json: { data: { get_booking_preliminary_calculation: preview(input.services.length ? input.attendees : 0) } } };
      }
      default:
        return { json: { data: null, errors: [{ message: `unexpected ${call.operation}` }] } };
    }
  });
}

const previews = (calls: GraphqlCall[]) => calls.filter((c) => c.operation === 'get_booking_preliminary_calculation');

afterEach(() => localStorage.clear());

describe('space page booking panel', () => {
  it('starts from the search (date, window, attendees), shows real availability and the API price preview in EUR', async () => {
    const { calls } = answer();
    renderPage(<SpacePage reference="123456" />, URL);
    const panel = await screen.findByTestId('booking-panel');
    expect(await within(panel).findByText('Dit tijdslot is beschikbaar')).toBeInTheDocument();
    expect(within(panel).getByText('Vrij op deze dag: 08:00–10:00, 12:00–18:00')).toBeInTheDocument();
    const avail = calls.find((c) => c.operation === 'space_availability' && c.variables.slot_start);
    expect(avail?.variables).toEqual({ space_id: 42, date: '2030-07-15', slot_start: '2030-07-15T10:00:00.000Z', slot_end: '2030-07-15T14:00:00.000Z' });

    const box = await screen.findByTestId('price-preview');
    const text = box.textContent?.replace(/\s/g, ' ') ?? '';
    expect(text).toContain('Ruimte (4 uur, incl. servicekosten)€ 131,78');
    expect(text).toContain('u-shape€ 26,25');
    expect(text).toContain('Totaal excl. btw€ 158,03');
    expect(text).toContain('Btw 21%€ 33,18');
    expect(text).toContain('Totaal incl. btw€ 191,21');
    expect(previews(calls)[0].variables.input).toEqual({
      space_id: 42,
      slot_start: '2030-07-15T10:00:00.000Z',
      slot_end: '2030-07-15T14:00:00.000Z',
      attendees: 10,
      configuration_id: 2,
      services: [],
    });
    expect(screen.getByLabelText('Lunch — € 12,50 p.p.')).not.toBeChecked();
    expect(screen.getByLabelText('Whiteboard — inbegrepen')).toBeChecked();
  });

  it('adds catering per person to the preview, debounced into one request', async () => {
    const { calls } = answer();
    renderPage(<SpacePage reference="123456" />, URL);
    await screen.findByTestId('price-preview');
    const before = previews(calls).length;
    fireEvent.click(screen.getByLabelText('Lunch — € 12,50 p.p.'));
    fireEvent.change(screen.getByLabelText('Aantal personen'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Aantal personen'), { target: { value: '12' } });
    await waitFor(() => expect(screen.getByTestId('price-preview').textContent).toContain('Lunch × 12'));
    expect(previews(calls).slice(before).map((c) => (c.variables.input as { attendees: number }).attendees)).toEqual([12]);
    expect(previews(calls).at(-1)?.variables.input).toMatchObject({ attendees: 12, services: [{ service_id: 5, quantity: 12 }] });
    expect(screen.getByTestId('price-preview').textContent?.replace(/\s/g, ' ')).toContain('Btw 9%€ 14,16');
  });

  it('shows the rating, the cancellation rule, the low-reliability warning and the discount request', async () => {
    answer({ rating: 2, has_discount: true, discount_percentage: 20 });
    renderPage(<SpacePage reference="123456" />, URL);
    expect(await screen.findByTestId('low-reliability')).toBeInTheDocument();
    expect(screen.getByTestId('cancellation-rule')).toHaveTextContent('Gratis annuleren tot 48 uur voor aanvang');
    expect(screen.getByLabelText('Maatschappelijke korting aanvragen (20%)')).toBeInTheDocument();
  });

  it('has no warning for a reliable host', async () => {
    answer({ rating: 8 });
    renderPage(<SpacePage reference="123456" />, URL);
    await screen.findByTestId('space-facts');
    expect(screen.queryByTestId('low-reliability')).not.toBeInTheDocument();
  });

  it('shares to facebook, twitter, linkedin, e-mail and copies the link with a toast', async () => {
    answer();
    const toasts: unknown[] = [];
    const onToast = (e: Event) => toasts.push((e as CustomEvent).detail);
    window.addEventListener('zaalplek:toast', onToast);
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderPage(<SpacePage reference="123456" />, URL);
    const share = await screen.findByTestId('share-links');
    const page = encodeURIComponent('http://localhost/space/ab12cd34/de-boardroom/123456');
    expect(within(share).getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${page}`);
    expect(within(share).getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toContain(page);
    expect(within(share).getByRole('link', { name: 'Twitter' }).getAttribute('href')).toContain(page);
    expect(within(share).getByRole('link', { name: 'E-mail' }).getAttribute('href')).toMatch(/^mailto:\?subject=De%20Boardroom/);
    await act(async () => fireEvent.click(within(share).getByRole('button', { name: 'Link kopiëren' })));
    expect(writeText).toHaveBeenCalledWith('http://localhost/space/ab12cd34/de-boardroom/123456');
    expect(toasts).toEqual([{ message: 'Link gekopieerd', kind: 'success' }]);
    window.removeEventListener('zaalplek:toast', onToast);
  });

  it('a heart click while logged out keeps a pending favourite and opens the login popup on this page', async () => {
    answer();
    renderPage(<SpacePage reference="123456" />, URL);
    const heart = await screen.findByRole('button', { name: 'De Boardroom bewaren als favoriet' });
    fireEvent.click(heart);
    expect(JSON.parse(localStorage.getItem(PENDING_ACTION_KEY) ?? '{}')).toMatchObject({ type: 'favourite', data: { spaceId: 42 } });
    expect(new URLSearchParams(window.location.search).get('authPopup')).toBe('login');
    expect(window.location.pathname).toBe('/space/ab12cd34/de-boardroom/123456');
  });
});
