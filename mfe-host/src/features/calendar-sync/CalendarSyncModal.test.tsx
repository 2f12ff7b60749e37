import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, calendarData, VENUE, week } from '../availability/testData';
import { mockFetch, profileAnswer, type MockAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';
import { amsterdamToIso } from '../vendor-bookings/dateFormat';

const EXPORT = 'http://localhost/api/calendar/secret-one.ics';
const info = (link: unknown = null, export_url = EXPORT) => ({ space_id: 101, space_name: 'De Zolder', export_url, link });
const link = (overrides: Record<string, unknown> = {}) => ({
  calendar_link_id: 4, space_id: 101, provider_name: 'ics', calendar_id: 'https://agenda.example/zolder.ics', calendar_name: null,
  sync_status: 'SYNCED', is_synchronized: true, calendar_deleted: false, ts_last_sync: amsterdamToIso('2026-11-20', '14:15'),
  last_error: null, ts_failing_since: null, ...overrides,
});

function answer(opts: { link?: unknown; providers?: string[]; linkIcs?: (r: MockRequest) => MockAnswer } = {}) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    switch (request.operation) {
      case 'profile':
        return profileAnswer({ accountState: 'VENDOR', organisationId: 3 });
      case 'get_spaces_calendar_data':
        return { json: { data: { get_spaces_calendar_data: calendarData() } } };
      case 'space_calendars':
        return { json: { data: { space_calendars: [info(opts.link ?? null)] } } };
      case 'enabled_calendar_providers':
        return { json: { data: { enabled_calendar_providers: opts.providers ?? ['ics'] } } };
      case 'rotate_calendar_export_secret':
        return { json: { data: { rotate_calendar_export_secret: info(null, 'http://localhost/api/calendar/secret-two.ics') } } };
      case 'link_ics_calendar':
        return opts.linkIcs ? opts.linkIcs(request) : { json: { data: { link_ics_calendar: link() } } };
      case 'unlink_calendar':
        return { json: { data: { unlink_calendar: true } } };
      default:
        if (request.url === '/api/venue/') return { json: [VENUE] };
        return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return (name: string) => requests.filter((r) => r.operation === name);
}

async function openSync() {
  renderApp('/bookings/vendor/11/availability');
  await screen.findByTestId(`day-101-${week()[0]}`);
  fireEvent.click(screen.getByRole('button', { name: 'Agenda koppelen De Zolder' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByTestId('calendar-sync');
  return dialog;
}

beforeEach(() => {
  resetState();
  logIn();
});

describe('calendar sync modal', () => {
  it('shows the export feed URL, copies it (toast) and rotates the secret', async () => {
    const ops = answer();
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const dialog = await openSync();
    expect(within(dialog).getByLabelText('Exportlink (ICS)')).toHaveValue(EXPORT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link kopiëren' }));
    expect(await screen.findByText('Link gekopieerd')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(EXPORT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nieuwe link maken' }));
    expect(await screen.findByText('Nieuwe link gemaakt; de oude link werkt niet meer')).toBeInTheDocument();
    expect(ops('rotate_calendar_export_secret')[0]!.variables).toEqual({ space_id: 101 });
    expect(ops('space_calendars')[0]!.variables).toEqual({ venue_id: 11 });
  });

  it('links an ICS URL, and says so when the calendar cannot be read; providers are off when none is enabled', async () => {
    let unreadable = true;
    const ops = answer({ linkIcs: () => (unreadable ? apiError('VALIDATION', 'calendar_unreadable', 400) : { json: { data: { link_ics_calendar: link() } } }) });
    const dialog = await openSync();
    for (const name of ['Google Agenda', 'Office 365', 'Outlook.com', 'Exchange']) expect(within(dialog).getByRole('button', { name })).toBeDisabled();
    expect(within(dialog).getByText('Koppelen via een provider is nog niet beschikbaar; gebruik een ICS-link.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Koppelen' }));
    expect(await within(dialog).findByText('Vul een http(s)-link in')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/ICS-link/), { target: { value: 'https://agenda.example/zolder.ics' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Koppelen' }));
    expect(await within(dialog).findByText('Deze agenda kan niet worden gelezen. Controleer de link.')).toBeInTheDocument();
    unreadable = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Koppelen' }));
    expect(await screen.findByText('Agenda gekoppeld')).toBeInTheDocument();
    expect(ops('link_ics_calendar').at(-1)!.variables).toEqual({ space_id: 101, url: 'https://agenda.example/zolder.ics' });
  });

  it('enables the provider buttons the API reports', async () => {
    answer({ providers: ['ics', 'google'] });
    const dialog = await openSync();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Google Agenda' })).toBeEnabled());
    expect(within(dialog).getByRole('button', { name: 'Exchange' })).toBeDisabled();
    expect(within(dialog).queryByText(/nog niet beschikbaar/)).not.toBeInTheDocument();
  });

  it('shows the last successful sync and the unreadable state; unlinking needs the unsubscribe confirmation', async () => {
    const ops = answer({ link: link({ sync_status: 'FAILING', last_error: 'HTTP 404' }) });
    const dialog = await openSync();
    expect(within(dialog).getByText('Laatst gesynchroniseerd: 20-11-2026 14:15')).toBeInTheDocument();
    expect(within(dialog).getByText(/We kunnen deze agenda niet lezen/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agenda ontkoppelen' }));
    expect(await within(dialog).findByText('Bevestig het afmelden')).toBeInTheDocument();
    expect(ops('unlink_calendar')).toHaveLength(0);
    fireEvent.click(within(dialog).getByLabelText('Geïmporteerde afspraken verwijderen'));
    fireEvent.click(within(dialog).getByLabelText('Ik wil deze agenda afmelden'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agenda ontkoppelen' }));
    expect(await screen.findByText('Agenda ontkoppeld')).toBeInTheDocument();
    expect(ops('unlink_calendar')[0]!.variables).toEqual({ space_id: 101, has_rollback_selected: true });
  });

  it('opens the calendar linking of the space named in ?calendarSync on arrival, and only for a space of the venue', async () => {
    answer();
    renderApp('/bookings/vendor/11/availability?calendarSync=101');
    const dialog = await screen.findByRole('dialog', { name: 'Agenda koppelen: De Zolder' });
    expect(await within(dialog).findByLabelText(/ICS-link/)).toBeInTheDocument();
  });

  it('ignores a ?calendarSync space that is not one of the venue', async () => {
    const ops = answer();
    renderApp('/bookings/vendor/11/availability?calendarSync=999');
    await screen.findByTestId(`day-101-${week()[0]}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ops('space_calendars')).toHaveLength(0);
  });
});
