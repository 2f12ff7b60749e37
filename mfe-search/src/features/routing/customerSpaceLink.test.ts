import { customerSpaceTarget } from './customerSpaceLink';

describe('customerSpaceTarget', () => {
  it('turns the slot into the Amsterdam date and times of the space page (summer time)', () => {
    expect(customerSpaceTarget('/customer/space/space/ab12cd34/grote-zaal/1042', '?slotStart=2026-06-10T07:00:00.000Z&slotEnd=2026-06-10T11:30:00.000Z&attendees=12')).toBe(
      '/space/ab12cd34/grote-zaal/1042?date=2026-06-10&from=09%3A00&to=13%3A30&attendees=12',
    );
  });

  it('uses winter time and keeps the locale prefix; the space url may come without its /space', () => {
    expect(customerSpaceTarget('/en/customer/space/ab12cd34/grote-zaal/1042', '?slotStart=2026-01-10T08:00:00Z&slotEnd=2026-01-10T10:00:00Z')).toBe(
      '/en/space/ab12cd34/grote-zaal/1042?date=2026-01-10&from=09%3A00&to=11%3A00',
    );
  });

  it('drops what is not a valid slot or head count', () => {
    expect(customerSpaceTarget('/customer/space/ab12cd34/zaal/7', '?slotStart=morgen&attendees=-3')).toBe('/space/ab12cd34/zaal/7');
    expect(customerSpaceTarget('/customer/space/ab12cd34/zaal/7', '?slotStart=2026-01-10T22:00:00Z&slotEnd=2026-01-11T02:00:00Z')).toBe('/space/ab12cd34/zaal/7?date=2026-01-10');
  });

  it('is null for a path that is not a space url', () => {
    expect(customerSpaceTarget('/customer/space/ab12cd34', '')).toBeNull();
    expect(customerSpaceTarget('/customer/space/a/b/c', '')).toBeNull();
  });
});
