import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';
import type { Coupon } from './couponsApi';

const coupon: Coupon = {
  coupon_id: 31, venue_id: 11, coupon_code: 'Zomer', coupon_description: null, starts_from: '2026-12-01T08:00:00.000Z', expires_at: null,
  discount_percentage: 15, usage_limit: 5, times_applied: 3, times_used: 2, is_active: true, is_multi_use: false, ts_created: '2026-11-20T08:00:00.000Z', space: null,
};

function answer() {
  const requests: MockRequest[] = [];
  let list = [coupon];
  mockFetch((request) => {
    requests.push(request);
    if (request.operation === 'profile') return profileAnswer({ accountState: 'VENDOR', organisationId: 3 });
    if (request.operation === 'coupons') return { json: { data: { coupons: list } } };
    if (request.operation === 'add_coupon') {
      const input = request.variables.input as { coupon_code: string };
      if (input.coupon_code === 'Zomer') {
        const body = { error_type: 'CONFLICT', entity: 'coupon', key: 'coupon_code_exists', meta: { field: 'coupon_code' }, status_code: 409 };
        return { json: { data: null, errors: [{ message: 'x', extensions: { response: { body }, status_code: 409 } }] } };
      }
      const added = { ...coupon, coupon_id: 32, coupon_code: input.coupon_code };
      list = [added, ...list];
      return { json: { data: { add_coupon: added } } };
    }
    if (request.operation === 'deactivate_coupon') {
      list = list.map((c) => (c.coupon_id === request.variables.coupon_id ? { ...c, is_active: false } : c));
      return { json: { data: { deactivate_coupon: list.find((c) => c.coupon_id === request.variables.coupon_id) } } };
    }
    if (request.url === '/api/venue/') return { json: [{ venue_id: 11, venue_name: 'Het Pakhuis', venue_spaces: [{ space_id: 101, space_name: 'De Zolder', is_active: true, space_booking_type: 'DIRECT' }] }] };
    return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
  });
  return { ops: (name: string) => requests.filter((r) => r.operation === name) };
}

beforeEach(() => {
  resetState();
  logIn();
});

test('lists coupons with usage counters and deactivates one (delete only deactivates)', async () => {
  const { ops } = answer();
  renderApp('/bookings/vendor/11/coupons');
  expect(await screen.findByText('Zomer')).toBeInTheDocument();
  expect(screen.getByText('2 van 5 (3 toegepast)')).toBeInTheDocument();
  expect(screen.getByText('Alle ruimtes')).toBeInTheDocument();
  expect(ops('coupons')[0].variables).toEqual({ venue_id: 11 });
  fireEvent.click(screen.getByRole('button', { name: 'Deactiveren Zomer' }));
  expect(await screen.findByText('Kortingscode Zomer is gedeactiveerd.')).toBeInTheDocument();
  expect(ops('deactivate_coupon')[0].variables).toEqual({ coupon_id: 31 });
  expect(await screen.findByText('Gedeactiveerd')).toBeInTheDocument();
});

test('adds a coupon: validates, shows the API refusal on the code field, then saves with usage limit 1 by default', async () => {
  const { ops } = answer();
  renderApp('/bookings/vendor/11/coupons');
  fireEvent.click(await screen.findByRole('button', { name: 'Kortingscode toevoegen' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  expect(await within(dialog).findAllByText('Dit veld is verplicht')).not.toHaveLength(0);
  expect(ops('add_coupon')).toHaveLength(0);

  fireEvent.change(within(dialog).getByLabelText(/Code/), { target: { value: 'Zomer' } });
  fireEvent.change(within(dialog).getByLabelText(/Korting/), { target: { value: '20' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  expect(await within(dialog).findByText('Deze code bestaat al in je organisatie')).toBeInTheDocument();

  fireEvent.change(within(dialog).getByLabelText(/Code/), { target: { value: 'WINTER' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('Kortingscode WINTER is opgeslagen.')).toBeInTheDocument();
  const input = ops('add_coupon').at(-1)!.variables.input as Record<string, unknown>;
  expect(input).toMatchObject({ venue_id: 11, space_id: null, coupon_code: 'WINTER', discount_percentage: 20, usage_limit: 1, starts_from: null, expires_at: null });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
