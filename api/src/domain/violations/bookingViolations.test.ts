import { findViolation, type ViolationInput } from './bookingViolations';

// 2026-06-03 is a Wednesday (week_day 3); 09:00-17:00 Amsterdam = 07:00-15:00 UTC in summer
const base: ViolationInput = {
  now: new Date('2026-06-01T10:00:00Z'),
  slot_start: new Date('2026-06-03T08:00:00Z'),
  slot_end: new Date('2026-06-03T12:00:00Z'),
  attendees: 10,
  space: { is_active: true, is_public: true, book_before_min_th: 2, book_before_max_th: null, booking_limit: 0 },
  max_guests: 20,
  working_times: [{ week_day: 3, open_time: 540, close_time: 1020 }],
  exceptions: [],
  bookings_on_day: 0,
  selected: [],
  services: [],
};
const key = (patch: Partial<ViolationInput>) => findViolation({ ...base, ...patch })?.key ?? null;

describe('findViolation', () => {
  it('accepts a valid slot', () => expect(key({})).toBeNull());
  it.each<[string, Partial<ViolationInput>, string]>([
    ['inactive space', { space: { ...base.space, is_active: false } }, 'space_not_active'],
    ['banned venue', { space: { ...base.space, is_public: false } }, 'space_not_active'],
    ['end before start', { slot_end: new Date('2026-06-03T07:00:00Z') }, 'slot_violation'],
    ['not on a minute', { slot_start: new Date('2026-06-03T08:00:30Z') }, 'slot_violation'],
    ['too early', { now: new Date('2026-06-03T07:00:00Z') }, 'book_before_min'],
    ['too far ahead', { space: { ...base.space, book_before_max_th: 24 } }, 'book_before_max'],
    ['outside opening hours', { slot_end: new Date('2026-06-03T16:00:00Z') }, 'working_time_violation'],
    ['closed day', { working_times: [{ week_day: 4, open_time: 540, close_time: 1020 }] }, 'working_time_violation'],
    ['closed exception', { exceptions: [{ is_opened: false, slot_from: Date.parse('2026-06-03T11:00:00Z'), slot_to: Date.parse('2026-06-03T13:00:00Z') }] }, 'space_not_available'],
    ['too many attendees', { attendees: 21 }, 'attendees_above_max'],
    ['daily limit', { space: { ...base.space, booking_limit: 2 }, bookings_on_day: 2 }, 'daily_booking_limit'],
    ['mandatory removed', { services: [{ service_id: 5, is_mandatory: true, remaining_inventory: null }], selected: [{ service_id: 5, quantity: 0 }] }, 'mandatory_services_missing'],
    ['inventory', { services: [{ service_id: 6, is_mandatory: false, remaining_inventory: 3 }], selected: [{ service_id: 6, quantity: 4 }] }, 'inventory_limits'],
  ])('%s -> %s', (_, patch, expected) => expect(key(patch)).toBe(expected));
  it('an opened exception makes a closed day bookable', () => {
    expect(key({ working_times: [], exceptions: [{ is_opened: true, slot_from: Date.parse('2026-06-03T06:00:00Z'), slot_to: Date.parse('2026-06-03T14:00:00Z') }] })).toBeNull();
  });
  it('gives hints and meta', () => {
    expect(findViolation({ ...base, attendees: 30 })).toEqual({ key: 'attendees_above_max', hint: 'fewer_attendees', meta: { max_guests: 20 } });
  });
});
