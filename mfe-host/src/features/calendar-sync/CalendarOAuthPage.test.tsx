import fs from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildSchema, parse, validate } from 'graphql';
import { apiError, calendarData, VENUE, week } from '../availability/testData';
import { mockFetch, profileAnswer, type MockAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';
import { asSent } from '../testing/asSent';
import * as oauthApi from './calendarOAuthApi';

const AUTH_URL = 'https://accounts.example/o/oauth2/auth?state=st-123';
const link = (overrides: Record<string, unknown> = {}) => ({
  calendar_link_id: 9, space_id: 101, provider_name: 'google', calendar_id: null, calendar_name: 'Host', sync_status: 'PENDING',
  is_synchronized: false, calendar_deleted: false, ts_last_sync: null, last_error: null, ts_failing_since: null, ...overrides,
});

function answer(opts: { create?: (r: MockRequest) => MockAnswer } = {}) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    switch (request.operation) {
      case 'profile':
        return profileAnswer({ accountState: 'VENDOR', organisationId: 3 });
      case 'get_spaces_calendar_data':
        return { json: { data: { get_spaces_calendar_data: calendarData() } } };
      case 'space_calendars':
        return { json: { data: { space_calendars: [{ space_id: 101, space_name: 'De Zolder', export_url: 'http://localhost/api/calendar/s.ics', link: null }] } } };
      case 'enabled_calendar_providers':
        return { json: { data: { enabled_calendar_providers: ['ics', 'apple', 'google'] } } };
      case 'get_calendar_auth_code_link':
        return { json: { data: { get_calendar_auth_code_link: { url: AUTH_URL, state_token: 'st-123' } } } };
      case 'create_space_calendar':
        return opts.create ? opts.create(request) : { json: { data: { create_space_calendar: link() } } };
      case 'external_calendars':
        return { json: { data: { external_calendars: [{ calendar_id: 'zolder@group', calendar_name: 'De Zolder' }, { calendar_id: 'host@example.com', calendar_name: 'Host' }] } } };
      case 'sync_space_calendar':
        return { json: { data: { sync_space_calendar: link({ calendar_id: request.variables.calendar_id, calendar_name: 'De Zolder', sync_status: 'SYNCED' }) } } };
      default:
        if (request.url === '/api/venue/') return { json: [VENUE] };
        return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return (name: string) => requests.filter((r) => r.operation === name);
}

let assign: jest.SpyInstance;
beforeEach(() => {
  resetState();
  logIn();
  assign = jest.spyOn(oauthApi.providerRedirect, 'go').mockImplementation(() => undefined);
  window.sessionStorage.clear();
});

afterEach(() => assign.mockRestore());

describe('calendar provider link', () => {
  it('the provider button leads to the provider; the redirect page completes the link with the chosen calendar', async () => {
    const ops = answer();
    renderApp('/bookings/vendor/11/availability');
    await screen.findByTestId(`day-101-${week()[0]}`);
    fireEvent.click(screen.getByRole('button', { name: 'Agenda koppelen De Zolder' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Google Agenda' })).toBeEnabled());
    expect(within(dialog).getByText(/iCloud of Exchange on-premises/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Google Agenda' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTH_URL));
    expect(ops('get_calendar_auth_code_link')[0]!.variables).toEqual({ provider: 'google', space_id: 101 });

    // the provider redirects back to the UI route
    cleanup();
    resetState();
    logIn();
    renderApp('/calendar/oauth/google?code=the-code&state=st-123');
    expect(await screen.findByText('Kies de agenda van deze ruimte')).toBeInTheDocument();
    expect(ops('create_space_calendar')[0]!.variables).toEqual({ space_id: 101, state_token: 'st-123', code: 'the-code' });
    expect(ops('external_calendars')[0]!.variables).toEqual({ provider: 'google', space_id: 101 });
    expect(screen.getByRole('radio', { name: 'Host' })).toBeChecked(); // the provider's primary calendar is preselected
    fireEvent.click(screen.getByRole('radio', { name: 'De Zolder' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deze agenda koppelen' }));
    expect(await screen.findByText('Agenda De Zolder gekoppeld. Bezette tijden worden niet meer aangeboden.')).toBeInTheDocument();
    expect(ops('sync_space_calendar')[0]!.variables).toEqual({ calendar_id: 'zolder@group', space_id: 101 });
    expect(screen.getByRole('link', { name: 'Terug naar de beschikbaarheid' })).toHaveAttribute('href', expect.stringContaining('/bookings/vendor/11/availability'));
    expect(window.sessionStorage.length).toBe(0); // the pending link is single use
  });

  it('in English; a used state, a refusal at the provider and an unknown state are explained', async () => {
    answer({ create: () => apiError('VALIDATION', 'calendar_state_invalid', 400) });
    oauthApi.savePendingOAuth({ state_token: 'st-9', space_id: 101, venue_id: 11, provider: 'google' });
    renderApp('/en/calendar/oauth/google?code=c&state=st-9');
    expect(await screen.findByText('This link has expired or was already used. Please start again.')).toBeInTheDocument();

    cleanup();
    resetState();
    logIn();
    renderApp('/calendar/oauth/google?error=access_denied&state=st-9');
    expect(await screen.findByText('Je hebt geen toestemming gegeven; de agenda is niet gekoppeld.')).toBeInTheDocument();

    cleanup();
    resetState();
    logIn();
    renderApp('/calendar/oauth/google?code=c&state=unknown');
    expect(await screen.findByText(/Deze koppeling is niet \(meer\) geldig/)).toBeInTheDocument();
  });
});

test.each((Object.entries(oauthApi) as Array<[string, unknown]>).filter((e): e is [string, string] => typeof e[1] === 'string' && /_(QUERY|MUTATION)$/.test(e[0])))(
  '%s is valid against the API schema',
  (_name, document) => {
    const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../api/schema.graphql'), 'utf8'));
    expect(validate(schema, parse(asSent(document))).map((e) => e.message)).toEqual([]);
  },
);
