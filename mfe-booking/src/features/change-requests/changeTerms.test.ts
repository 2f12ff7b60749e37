import { bookingFixture } from '../booking/bookingFixture';
import { changedInput, currentConfigurationId, currentServices, type ProposedTerms } from './changeTerms';

const layouts = [
  { configuration_id: 1, configuration_type: 'theater', min_guests: 2, max_guests: 16, configuration_price: 0, is_default: false },
  { configuration_id: 2, configuration_type: 'u-shape', min_guests: 2, max_guests: 12, configuration_price: 2500, is_default: true },
];
const now: ProposedTerms = {
  slot_start: '2030-06-10T07:00:00.000Z', slot_end: '2030-06-10T11:00:00.000Z', attendees: 12, configuration_id: 2, services: new Map([[8, 12], [9, 2]]),
};

test('only what differs is proposed; a slot goes as a pair; services as the whole new list', () => {
  expect(changedInput(now, { ...now, services: new Map([[9, 2], [8, 12]]) })).toEqual({});
  expect(changedInput(now, { ...now, slot_start: '2030-06-10T07:00:00Z' })).toEqual({});
  expect(changedInput(now, { ...now, slot_end: '2030-06-10T12:00:00.000Z' })).toEqual({ slot_start: now.slot_start, slot_end: '2030-06-10T12:00:00.000Z' });
  expect(changedInput(now, { ...now, attendees: 14 })).toEqual({ attendees: 14 });
  expect(changedInput(now, { ...now, configuration_id: 1 })).toEqual({ configuration_id: 1 });
  expect(changedInput(now, { ...now, services: new Map([[9, 3]]) })).toEqual({ services: [{ service_id: 9, quantity: 3 }] });
  expect(changedInput(now, { ...now, services: new Map([[9, 2], [8, 12], [4, 1]]) })).toEqual({
    services: [{ service_id: 4, quantity: 1 }, { service_id: 8, quantity: 12 }, { service_id: 9, quantity: 2 }],
  });
});

test('the terms in force: the latest approved change request, else the order lines; no layout means the default', () => {
  const booking = bookingFixture();
  const line = { ...booking.order!.order_items[0]!, order_item_type: 'SERVICE', reference_id: 8, quantity: 12 };
  const ordered = bookingFixture({ order: { ...booking.order!, order_items: [...booking.order!.order_items, line] } });
  expect([...currentServices(ordered)]).toEqual([[8, 12]]);
  expect(currentConfigurationId(ordered, layouts)).toBe(2);
  expect(currentConfigurationId(bookingFixture({ configuration_id: 1 }), layouts)).toBe(1);
  expect(currentConfigurationId(ordered, [])).toBeNull();
  const cr = (change_request_id: number, status: string, services: Array<{ service_id: number; quantity: number }>) => ({
    change_request_id, requested_by: 'GUEST', status, slot_start: '', slot_end: '', attendees: 12, configuration_id: null, services, price_difference: 0, ts_expires: '',
  });
  const changed = { ...ordered, change_requests: [cr(3, 'APPROVED', [{ service_id: 4, quantity: 1 }]), cr(5, 'APPROVED', [{ service_id: 9, quantity: 2 }]), cr(6, 'DECLINED', [])] };
  expect([...currentServices(changed)]).toEqual([[9, 2]]);
});
