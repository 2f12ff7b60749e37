import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';
import { pageQuery, today } from './calendarRange';
import { apiError, calendarData, VENUE, week } from './testData';

function answer(manage: (r: MockRequest) => MockAnswer = () => ({ json: { data: { manage_spaces_availability: calendarData() } } })) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    switch (request.operation) {
      case 'profile':
        return profileAnswer({ accountState: 'VENDOR', organisationId: 3 });
      case 'get_spaces_calendar_data':
        return { json: { data: { get_spaces_calendar_data: calendarData() } } };
      case 'manage_spaces_availability':
        return manage(request);
      default:
        if (request.url === '/api/venue/') return { json: [VENUE] };
        return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return (name: string) => requests.filter((r) => r.operation === name);
}

const day = (spaceId: number, date: string) => screen.findByTestId(`day-${spaceId}-${date}`);

beforeEach(() => {
  resetState();
  logIn();
});

describe('/bookings/vendor/{venueId}/availability', () => {
  it('shows the week (Monday first) per space: day states, closures and the bookings in their slots', async () => {
    const ops = answer();
    renderApp('/bookings/vendor/11/availability');
    const [mon, , , , , , sun] = week();
    const monday = await day(101, mon!);
    expect(monday).toHaveAttribute('data-state', 'PARTIALLY_CLOSED');
    expect(monday).toHaveTextContent('Deels gesloten');
    expect(monday).toHaveTextContent('09:00–12:00 Heidag · In afwachting');
    expect(monday).toHaveTextContent('Gesloten 13:00–15:00');
    expect(await day(101, sun!)).toHaveTextContent('Geen werkdag');
    expect(await day(102, mon!)).toHaveTextContent('08:00–17:00');
    expect(screen.getAllByRole('columnheader')[1]!.textContent).toMatch(/^ma/);
    const { week: isoWeek, year } = pageQuery({ view: 'WEEK', anchor: today() });
    expect(ops('get_spaces_calendar_data')[0]!.variables).toEqual({ venue_id: 11, week: isoWeek, year, edit_mode: true });
    expect(screen.getByTestId('calendar-title')).toHaveTextContent(`Week ${isoWeek}, ${year}`);
  });

  it('switches to the month view, asking for the whole month', async () => {
    const ops = answer();
    renderApp('/bookings/vendor/11/availability');
    await day(101, week()[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Maand' }));
    expect(await screen.findByTestId('month-view')).toBeInTheDocument();
    const { months, year } = pageQuery({ view: 'MONTH', anchor: today() });
    await waitFor(() => expect(ops('get_spaces_calendar_data').at(-1)!.variables).toEqual({ venue_id: 11, months, year, edit_mode: true }));
  });

  it('closes a whole day for the chosen space (full-day mode) and confirms it', async () => {
    const ops = answer();
    renderApp('/bookings/vendor/11/availability');
    const tue = week()[1]!;
    fireEvent.click(await day(101, tue));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dag sluiten' }));
    expect(await screen.findByText('Beschikbaarheid opgeslagen')).toBeInTheDocument();
    expect(ops('manage_spaces_availability')[0]!.variables).toEqual({
      input: { venue_id: 11, view: 'WEEK', changes: [{ space_ids: [101], date: tue, time_from: null, time_to: null, is_opened: false }] },
    });
  });

  it('opens a time window for several spaces when full-day mode is off', async () => {
    const ops = answer();
    renderApp('/bookings/vendor/11/availability');
    const wed = week()[2]!;
    fireEvent.click(await day(102, wed));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('De Zolder'));
    fireEvent.click(within(dialog).getByLabelText(/Hele dagen/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tijdvak openen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Kies een begin- en eindtijd');
    fireEvent.change(within(dialog).getByLabelText('Van'), { target: { value: '18:00' } });
    fireEvent.change(within(dialog).getByLabelText('Tot'), { target: { value: '17:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tijdvak openen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('De eindtijd moet na de begintijd liggen');
    fireEvent.change(within(dialog).getByLabelText('Tot'), { target: { value: '22:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tijdvak openen' }));
    await waitFor(() => expect(ops('manage_spaces_availability')).toHaveLength(1));
    expect(ops('manage_spaces_availability')[0]!.variables).toEqual({
      input: { venue_id: 11, view: 'WEEK', changes: [{ space_ids: [102, 101], date: wed, time_from: '18:00', time_to: '22:00', is_opened: true }] },
    });
  });

  it('needs at least one space, in the editor and in the space selection', async () => {
    const ops = answer();
    renderApp('/bookings/vendor/11/availability');
    fireEvent.click(await day(101, week()[1]!));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('De Zolder'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dag sluiten' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Selecteer minimaal één ruimte');
    expect(ops('manage_spaces_availability')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));

    const picker = screen.getByRole('group', { name: 'Ruimtes' });
    fireEvent.click(within(picker).getByLabelText('De Zolder'));
    expect(screen.queryByTestId(`day-101-${week()[1]}`)).not.toBeInTheDocument();
    fireEvent.click(within(picker).getByLabelText('De Kelder'));
    expect(await screen.findByText('Selecteer minimaal één ruimte')).toBeInTheDocument();
  });

  it('manages non-working days only in the week view', async () => {
    const ops = answer();
    renderApp('/bookings/vendor/11/availability');
    const sun = week()[6]!;
    await day(101, sun);
    fireEvent.click(screen.getByRole('button', { name: 'Maand' }));
    await screen.findByTestId('month-view');
    fireEvent.click(await day(101, sun));
    const dialog = await screen.findByRole('dialog');
    const text = 'Niet-werkdagen kun je alleen in de weekweergave van de beschikbaarheid beheren.';
    expect(within(dialog).getByRole('note')).toHaveTextContent(text);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dag openen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(ops('manage_spaces_availability')).toHaveLength(0);
  });

  it("shows 'Sorry, something went wrong' when saving fails", async () => {
    answer(() => apiError('INTERNAL', 'availability_save_failed', 500));
    renderApp('/en/bookings/vendor/11/availability');
    fireEvent.click(await day(101, week()[1]!));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close day' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sorry, something went wrong');
  });
});
