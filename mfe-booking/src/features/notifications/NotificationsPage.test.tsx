/** /notifications and the day overview: the list with type, status, time and links; read, delete, clear; the host's day (nl and en). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';
import type { EventNotification } from './types';

const note = (over: Partial<EventNotification>): EventNotification => ({
  event_notification_id: 1, event_name: 'request_approved', event_type: 'NOTIFICATION', event_status: 'ACTIVE', is_read: false,
  venue_id: null, venue_name: null, booking_id: 42, space_id: 5, space_name: 'Zaal De Ruyter', booking_start: '2030-06-01T08:00:00.000Z',
  ts_created: '2030-05-20T09:30:00.000Z', payload: {}, ...over,
});

let calls: MockRequest[];
function answer(list: EventNotification[], { host = false, day = [] as unknown[] } = {}) {
  let rows = [...list];
  calls = [];
  mockFetch((request) => {
    calls.push(request);
    if (request.operation === 'profile') return profileAnswer(host ? { accountState: 'VENDOR', organisationId: 3 } : {});
    if (request.operation === 'get_notifications') {
      const v = request.variables.venue_id;
      return { json: { data: { get_notifications: rows.filter((n) => v == null || n.venue_id === v) } } };
    }
    if (request.operation === 'read_notification') {
      const ids = request.variables.ids as number[];
      rows = rows.map((n) => (ids.includes(n.event_notification_id) ? { ...n, is_read: true } : n));
      return { json: { data: { read_notification: ids.map((id) => ({ event_notification_id: id, is_read: true })) } } };
    }
    if (request.operation === 'delete_notification') {
      rows = rows.filter((n) => n.event_notification_id !== request.variables.id);
      return { json: { data: { delete_notification: true } } };
    }
    if (request.operation === 'clear_all_notifications') {
      const n = rows.length;
      rows = [];
      return { json: { data: { clear_all_notifications: n } } };
    }
    if (request.operation === 'get_day_overview') return { json: { data: { get_day_overview: day } } };
    return { json: { data: {} } };
  });
}

beforeEach(() => {
  resetState();
  logIn();
});

describe.each([
  ['nl', '', 'Je aanvraag voor Zaal De Ruyter is goedgekeurd', 'Melding', 'Actief', 'Boeking #42', 'Markeer als gelezen', 'Verwijder melding', 'Alles verwijderen', 'Geen meldingen'],
  ['en', '/en', 'Your request for Zaal De Ruyter was approved', 'Notification', 'Active', 'Booking #42', 'Mark as read', 'Delete notification', 'Delete all', 'No notifications'],
])('/notifications (%s)', (_l, prefix, title, typeText, statusText, bookingLink, markRead, del, clearAll, empty) => {
  it('lists the guest\'s notifications with type, status, time and a link to the booking; marking read calls the API', async () => {
    answer([note({}), note({ event_notification_id: 2, event_name: 'order_paid', is_read: true, event_status: 'PERFORMED' })]);
    renderApp(`${prefix}/notifications`);
    const heading = await screen.findByRole('heading', { name: title });
    const item = heading.closest('li')!;
    expect(item).toHaveTextContent(typeText);
    expect(item).toHaveTextContent(statusText);
    expect(item.querySelector('time')).toHaveAttribute('dateTime', '2030-05-20T09:30:00.000Z');
    expect(within(item).getByRole('link', { name: bookingLink })).toHaveAttribute('href', `${prefix}/bookings/42`);
    await userEvent.click(within(item).getByRole('button', { name: markRead }));
    await waitFor(() => expect(calls.find((c) => c.operation === 'read_notification')?.variables).toEqual({ ids: [1] }));
    await waitFor(() => expect(screen.getByRole('heading', { name: title }).closest('li')).toHaveAttribute('data-read', 'true'));
  });

  it('deletes one, then clears all after confirming', async () => {
    answer([note({}), note({ event_notification_id: 2, event_name: 'order_paid' })]);
    renderApp(`${prefix}/notifications`);
    const item = (await screen.findByRole('heading', { name: title })).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: del }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: title })).toBeNull());
    expect(calls.find((c) => c.operation === 'delete_notification')?.variables).toEqual({ id: 1 });
    await userEvent.click(screen.getByRole('button', { name: clearAll }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: clearAll }));
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(calls.find((c) => c.operation === 'clear_all_notifications')?.variables).toEqual({ venue_id: null });
  });
});

describe('/notifications for a host', () => {
  const hostNote = note({ event_notification_id: 3, event_name: 'request_created', event_type: 'ACTION', venue_id: 9, venue_name: 'Het Pakhuis', booking_id: 77 });

  it('links a booking notification to the venue\'s bookings and filters by venue by clicking', async () => {
    answer([hostNote, note({ event_notification_id: 4, event_name: 'space_activated', venue_id: 10, venue_name: 'De Loods', booking_id: null, space_id: 12, space_name: 'Loft' })], { host: true });
    renderApp('/notifications');
    const item = (await screen.findByRole('heading', { name: 'Nieuwe boekingsaanvraag voor Zaal De Ruyter' })).closest('li')!;
    expect(item).toHaveTextContent('Actie nodig');
    expect(within(item).getByRole('link', { name: 'Boeking #77' })).toHaveAttribute('href', '/bookings/vendor/9');
    const space = (await screen.findByRole('heading', { name: 'Ruimte Loft is geactiveerd' })).closest('li')!;
    expect(within(space).getByRole('link', { name: 'Ruimte Loft' })).toHaveAttribute('href', '/vendor/venue/10/space/12/details');
    await userEvent.click(within(item).getByRole('link', { name: 'Alleen Het Pakhuis' }));
    await waitFor(() => expect(currentUrl()).toBe('/notifications/9'));
  });

  it('/notifications/{venueId} shows that venue\'s notifications, with the way back to all', async () => {
    answer([hostNote, note({ event_notification_id: 4, event_name: 'space_activated', venue_id: 10, venue_name: 'De Loods', booking_id: null, space_id: 12, space_name: 'Loft' })], { host: true });
    renderApp('/notifications/9');
    await screen.findByRole('heading', { name: 'Nieuwe boekingsaanvraag voor Zaal De Ruyter' });
    expect(screen.queryByRole('heading', { name: 'Ruimte Loft is geactiveerd' })).toBeNull();
    expect(calls.find((c) => c.operation === 'get_notifications')?.variables).toEqual({ venue_id: 9 });
    expect(screen.getByRole('link', { name: 'Alle meldingen' })).toHaveAttribute('href', '/notifications');
  });

  it.each([
    ['nl', '', 'Dagoverzicht', 'Catering', '12 × Lunch', 'Volgende dag'],
    ['en', '/en', 'Day overview', 'Catering', '12 × Lunch', 'Next day'],
  ])('the day overview (%s) lists the day\'s bookings with what to prepare, day by day', async (_l, prefix, tab, cateringLabel, cateringText, next) => {
    const day = [{
      booking_id: 77, booking_status: 'PAID', attendees: 12, slot_start: '2030-06-01T08:00:00.000Z', slot_end: '2030-06-01T12:00:00.000Z',
      space_id: 5, space_name: 'Zaal De Ruyter', venue_id: 9, venue_name: 'Het Pakhuis',
      order_items: [{ type: 'SPACE', name: 'Zaal De Ruyter', quantity: 1 }, { type: 'CATERING', name: 'Lunch', quantity: 12 }],
    }];
    answer([hostNote], { host: true, day });
    renderApp(`${prefix}/notifications`);
    await userEvent.click(await screen.findByRole('tab', { name: tab }));
    const panel = await screen.findByTestId('day-overview');
    const row = (await within(panel).findByText(cateringText)).closest('tr')!;
    expect(row).toHaveTextContent('10:00 – 14:00');
    expect(row).toHaveTextContent(cateringLabel);
    expect(row).toHaveTextContent('Zaal De Ruyter · Het Pakhuis');
    const first = calls.find((c) => c.operation === 'get_day_overview')!.variables;
    expect(first).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), venue_id: null });
    await userEvent.click(within(panel).getByRole('button', { name: next }));
    await waitFor(() => expect(calls.filter((c) => c.operation === 'get_day_overview').length).toBeGreaterThan(1));
    const second = calls.filter((c) => c.operation === 'get_day_overview').at(-1)!.variables as { date: string };
    expect(Date.parse(second.date) - Date.parse(first.date as string)).toBe(86_400_000);
  });

  it('a guest has no day overview tab', async () => {
    answer([note({})]);
    renderApp('/notifications');
    await screen.findByRole('heading', { name: 'Je aanvraag voor Zaal De Ruyter is goedgekeurd' });
    expect(screen.queryByRole('tab', { name: 'Dagoverzicht' })).toBeNull();
  });
});
