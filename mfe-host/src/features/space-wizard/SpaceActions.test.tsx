// The space edit page's actions: an activation refused for want of a linked calendar leads to the
// calendar linking of that space on the venue's availability page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { patchHistoryApi } from 'single-spa';
import { calendarData } from '../availability/testData';
import { mockFetch, profileAnswer, type MockAnswer } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';

// As in the shell after start(): pushState fires popstate, so the router follows a link to another page.
patchHistoryApi();

const SPACE = {
  space_id: 102, venue_id: 11, space_name: 'De Kelder', space_description: 'Een kelder met gewelven.', access_instructions: null,
  is_active: false, review_status: 'APPROVED', has_calendar: false, space_size: 40, booking_limit: 0, space_booking_type: 'MANUAL',
  cancellation_th: 48, book_before_min_th: 0, host_approval_th: 24, service_break: 0, is_afterpay_allowed: false, is_payment_options_selectable: false,
  short_day_price: null, half_day_price: 12550, day_price: 20000, full_day_price: 25000, has_discount: false, discount_percentage: null,
  discount_description: null, wifi_name: null, wifi_code: null, space_images: [], space_features: [], space_categories: [], space_configurations: [],
};
const VENUE = { venue_id: 11, venue_name: 'Het Pakhuis', is_active: true, venue_spaces: [
  { space_id: 101, space_name: 'De Zolder', is_active: true, space_booking_type: 'DIRECT' },
  { space_id: 102, space_name: 'De Kelder', is_active: false, space_booking_type: 'MANUAL' },
] };
const refused = (key: string): MockAnswer => ({ status: 400, json: { error_type: 'VALIDATION', entity: 'space', key, meta: null, status_code: 400 } });

function answer(activation: MockAnswer) {
  mockFetch((request) => {
    if (request.operation === 'profile') return profileAnswer({ accountState: 'VENDOR', organisationId: 3 });
    if (request.url === '/api/space/102/activate/') return activation;
    if (request.url === '/api/space/102/') return { json: SPACE };
    if (request.url === '/api/venue/') return { json: [VENUE] };
    if (['/api/category/', '/api/configuration/', '/api/feature/space/', '/api/service/space/', '/api/space/102/facility/'].includes(request.url)) return { json: [] };
    if (request.operation === 'get_spaces_calendar_data') return { json: { data: { get_spaces_calendar_data: calendarData() } } };
    if (request.operation === 'space_calendars') {
      return { json: { data: { space_calendars: [{ space_id: 102, space_name: 'De Kelder', export_url: 'http://localhost/api/calendar/feed-102.ics', link: null }] } } };
    }
    if (request.operation === 'enabled_calendar_providers') return { json: { data: { enabled_calendar_providers: ['ics'] } } };
    if (request.operation === 'host_space_reviews') return { json: { data: { host_space_reviews: [] } } };
    return { json: { data: {} } };
  });
}

beforeEach(() => {
  resetState();
  logIn();
});

it('leads from an activation refused for want of a linked calendar to the calendar form of the space', async () => {
  answer(refused('calendar_sync_required'));
  renderApp('/vendor/venue/11/space/102/details');
  await userEvent.click(await screen.findByTestId('activate-space'));
  const error = await screen.findByTestId('space-action-error');
  expect(error).toHaveTextContent('Koppel eerst een online agenda aan deze ruimte om hem te activeren.');
  await userEvent.click(within(error).getByRole('link', { name: 'Online agenda koppelen aan De Kelder' }));
  await waitFor(() => expect(currentUrl()).toBe('/bookings/vendor/11/availability?calendarSync=102'));
  const dialog = await screen.findByRole('dialog', { name: 'Agenda koppelen: De Kelder' });
  expect(await within(dialog).findByLabelText(/ICS-link/)).toBeInTheDocument();
});

it('offers no calendar link for another refusal', async () => {
  answer(refused('space_activation_not_allowed'));
  renderApp('/en/vendor/venue/11/space/102/details');
  await userEvent.click(await screen.findByTestId('activate-space'));
  const error = await screen.findByTestId('space-action-error');
  expect(error).toHaveTextContent('Your organisation');
  expect(within(error).queryByRole('link')).not.toBeInTheDocument();
});
