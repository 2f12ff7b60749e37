import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import { DRAFT_KEYS } from '../onboarding/form/drafts';
import { resetRestorePrompt } from '../onboarding/OnboardingPage';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';

// As in the shell after start(): pushState fires popstate, so the router follows navigate().
patchHistoryApi();

const image = (image_id: number) => ({ image_id, image_url: `/api/image/${image_id}/`, order: image_id, width: 960, height: 640 });
const VENUE = {
  venue_id: 11,
  venue_name: 'Het Pakhuis',
  venue_description: 'Een pakhuis aan het water.',
  venue_rules: null,
  place_id: 'nl:place:1',
  address: 'Havenkade 1, Utrecht',
  additional: null,
  city: 'Utrecht',
  contact_name: 'Piet Pakhuis',
  contact_phone: { formatted_number: '+31612345678' },
  contact_email: 'piet@example.com',
  allow_customer_catering: false,
  status: 'DRAFT',
  is_active: false,
  working_time: [{ week_day: 1, open_time: 540, close_time: 1020 }],
  venue_images: [image(1), image(2), image(3)],
  venue_features: [],
  venue_services: [],
  venue_tags: [],
  venue_spaces: [],
};
const fieldError = (field: string, key: string) => ({
  status: 400,
  json: { error_type: 'FIELD_VALIDATION', entity: 'venue', key, meta: { field }, status_code: 400 },
});

function answer(onVenueWrite: (request: MockRequest) => { status?: number; json: unknown }) {
  const writes: MockRequest[] = [];
  mockFetch((request) => {
    if (request.operation === 'profile') return profileAnswer({ accountState: 'VENDOR', organisationId: 3 });
    if (request.url === '/api/venue/11/' && request.method === 'GET') return { json: VENUE };
    if (request.url.startsWith('/api/venue/') && request.method !== 'GET') {
      writes.push(request);
      return onVenueWrite(request);
    }
    if (request.url === '/api/image/venue/11/bulk/') return { json: VENUE.venue_images };
    if (request.url.startsWith('/api/feature/') || request.url.startsWith('/api/service/')) return { json: [] };
    if (request.url.startsWith('/api/organisation/')) return { json: { organisation_id: 3 } };
    return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
  });
  return { writes };
}

beforeEach(() => {
  resetState();
  resetRestorePrompt();
  window.localStorage.clear();
  logIn();
});

describe('venue wizard', () => {
  it('edit page: MAIN stores with PATCH and moves on to FACILITIES', async () => {
    const { writes } = answer(() => ({ json: VENUE }));
    renderApp('/vendor/venue/11');
    await waitFor(() => expect(currentUrl()).toBe('/vendor/venue/11/details'));
    const form = await screen.findByTestId('venue-main-step');
    expect(within(form).getByLabelText(/Naam van de locatie/)).toHaveValue('Het Pakhuis');
    fireEvent.click(within(form).getByTestId('step-submit'));
    await waitFor(() => expect(currentUrl()).toBe('/vendor/venue/11/facilities'));
    expect(await screen.findByTestId('venue-facilities-step')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({ method: 'PATCH', url: '/api/venue/11' });
    expect(writes[0].body).toMatchObject({ venue_name: 'Het Pakhuis', place_id: 'nl:place:1', contact_phone: '+31612345678', working_time: [{ week_day: 1, open_time: 540, close_time: 1020 }] });
  });

  it("shows the API's FIELD_VALIDATION error on its field and keeps what was typed", async () => {
    answer(() => fieldError('venue_name', 'name_too_short'));
    renderApp('/en/vendor/venue/11/details');
    const form = await screen.findByTestId('venue-main-step');
    const name = within(form).getByLabelText(/Venue name/);
    fireEvent.change(name, { target: { value: 'Pakhuis Noord' } });
    fireEvent.click(within(form).getByTestId('step-submit'));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveValue('Pakhuis Noord');
    expect(currentUrl()).toBe('/en/vendor/venue/11/details');
  });

  it('an API error on a field the step does not show becomes the form error', async () => {
    answer(() => fieldError('venue_type', 'code_injection'));
    renderApp('/vendor/venue/11/details');
    const form = await screen.findByTestId('venue-main-step');
    fireEvent.click(within(form).getByTestId('step-submit'));
    const alerts = await within(form).findAllByRole('alert');
    expect(alerts.length).toBeGreaterThan(0);
    expect(currentUrl()).toBe('/vendor/venue/11/details');
  });

  it('onboarding: a later step without a stored venue goes back to MAIN', async () => {
    answer(() => ({ json: VENUE }));
    renderApp('/vendor/onboarding/venue/tags');
    await waitFor(() => expect(currentUrl()).toBe('/vendor/onboarding/venue/details'));
    expect(await screen.findByTestId('venue-main-step')).toBeInTheDocument();
  });

  it('onboarding: the restore prompt of a previous session returns to its venue step; later steps do not prompt again', async () => {
    window.localStorage.setItem(DRAFT_KEYS.venue, JSON.stringify({ step: 'facilities', values: {}, ids: { venue_id: 11 }, savedAt: '2026-01-01' }));
    answer(() => ({ json: VENUE }));
    renderApp('/vendor/onboarding/venue/details');
    fireEvent.click(await screen.findByTestId('restore-session'));
    await waitFor(() => expect(currentUrl()).toBe('/vendor/onboarding/venue/facilities'));
    expect(await screen.findByTestId('venue-facilities-step')).toBeInTheDocument();
    expect(screen.queryByText('Vorige sessie herstellen?')).toBeNull();
  });
});

describe('venue wizard catering prices', () => {
  const LUNCH = { system_service_id: 7, system_service_key: 'lunch', system_service_type: 'CATERING', name: 'Lunch' };
  function cateringAnswer() {
    const saved: MockRequest[] = [];
    mockFetch((request) => {
      if (request.operation === 'profile') return profileAnswer({ accountState: 'VENDOR', organisationId: 3 });
      if (request.url === '/api/venue/11/' && request.method === 'GET') {
        return { json: { ...VENUE, venue_services: [{ system_service_id: 7, is_enabled: true, price: 123450 }] } };
      }
      if (request.url === '/api/service/venue/') return { json: [LUNCH] };
      if (request.url === '/api/venue/services/bulk/') {
        saved.push(request);
        return { json: (request.body as { venue_services: unknown[] }).venue_services };
      }
      if (request.url.startsWith('/api/')) return { json: [] };
      return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    });
    return saved;
  }

  it.each([
    ['nl', '', '1.234,50', '17,50'],
    ['nl', '', '1.234,50', '17.50'],
    ['en', '/en', '1,234.50', '17,50'],
    ['en', '/en', '1,234.50', '17.50'],
  ])('%s%s: the stored amount shows as %s; "%s" is stored as 1750 cents', async (_locale, prefix, shown, typed) => {
    const saved = cateringAnswer();
    renderApp(`${prefix}/vendor/venue/11/catering`);
    const slow = { timeout: 8000 };
    const step = await screen.findByTestId('venue-catering-step', {}, slow);
    const price = await within(step).findByRole('textbox', {}, slow);
    await waitFor(() => expect(price).toHaveValue(shown), slow);
    fireEvent.change(price, { target: { value: typed } });
    fireEvent.blur(price);
    expect(price).toHaveValue(prefix ? '17.50' : '17,50');
    fireEvent.click(within(step).getByTestId('step-submit'));
    await waitFor(() => expect(saved).toHaveLength(1), slow);
    expect(saved[0]!.body).toMatchObject({ venue_id: 11, venue_services: [{ system_service_id: 7, is_enabled: true, price: 1750 }] });
  });
});

describe('venue wizard catering after "Terug"', () => {
  const LUNCH = { system_service_id: 7, system_service_key: 'lunch', system_service_type: 'CATERING', name: 'Lunch' };

  it.each([
    ['', 'Opslaan en verder', 'Terug', '17,50'],
    ['/en', 'Save and continue', 'Back', '17.50'],
  ])('%s: the catering chosen and saved is shown again when the host goes back', async (prefix, _save, back, shown) => {
    mockFetch((request) => {
      if (request.operation === 'profile') return profileAnswer({ accountState: 'VENDOR', organisationId: 3 });
      if (request.url === '/api/venue/11/' && request.method === 'GET') return { json: VENUE };
      if (request.url === '/api/service/venue/') return { json: [LUNCH] };
      if (request.url === '/api/venue/services/bulk/') return { json: (request.body as { venue_services: unknown[] }).venue_services };
      if (request.operation) return { json: { data: { [request.operation]: [] } } };
      if (request.url.startsWith('/api/')) return { json: [] };
      return { json: { data: {} } };
    });
    renderApp(`${prefix}/vendor/venue/11/catering`);
    const slow = { timeout: 8000 };
    const step = await screen.findByTestId('venue-catering-step', {}, slow);
    fireEvent.click(within(step).getByLabelText('Lunch'));
    const price = await within(step).findByRole('textbox', {}, slow);
    fireEvent.change(price, { target: { value: shown } });
    fireEvent.blur(price);
    fireEvent.click(within(step).getByTestId('step-submit'));
    await waitFor(() => expect(currentUrl()).toBe(`${prefix}/vendor/venue/11/tags`), slow);
    const tags = await screen.findByTestId('venue-tags-step', {}, slow);
    fireEvent.click(within(tags).getByRole('button', { name: back }));
    await waitFor(() => expect(currentUrl()).toBe(`${prefix}/vendor/venue/11/catering`), slow);
    const again = await screen.findByTestId('venue-catering-step', {}, slow);
    expect(within(again).getByLabelText('Lunch')).toBeChecked();
    expect(within(again).getByRole('textbox')).toHaveValue(shown);
  }, 40000);
});

