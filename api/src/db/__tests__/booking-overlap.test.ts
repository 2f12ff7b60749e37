import { Booking } from '../models';
import { createTestDatabase, type TestDatabase } from '../../test/db/createTestDatabase';

describe('booking exclusion constraint (no double booking)', () => {
  let db: TestDatabase;
  let spaceA: number;
  let spaceB: number;
  let accountId: number;
  let n = 0;
  const book = (spaceId: number, start: string, end: string, status = 'PAID', extra: Partial<Booking> = {}) =>
    Booking.query(db.knex).insert({
      booking_hash: `bk${String(++n).padStart(6, '0')}`, space_id: spaceId, account_id: accountId, booking_start: start, booking_end: end,
      booking_status: status as Booking['booking_status'], booking_type: 'DIRECT', ...extra,
    });

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    [spaceA, spaceB] = await db.knex('space').orderBy('space_id', 'desc').limit(2).pluck('space_id');
    accountId = (await db.knex('account').where('email', 'gast@zaalplek.nl').first()).account_id;
  });
  afterAll(() => db.destroy());

  it('refuses an overlapping booking on the same space and allows it on another space', async () => {
    await book(spaceA, '2031-03-03T09:00:00Z', '2031-03-03T13:00:00Z');
    await expect(book(spaceA, '2031-03-03T12:00:00Z', '2031-03-03T16:00:00Z', 'PENDING')).rejects.toMatchObject({
      nativeError: expect.objectContaining({ code: '23P01', constraint: 'booking_no_overlap' }),
    });
    await expect(book(spaceB, '2031-03-03T12:00:00Z', '2031-03-03T16:00:00Z')).resolves.toBeInstanceOf(Booking);
  });

  it('allows back-to-back bookings and overlaps with statuses that do not occupy the slot', async () => {
    await book(spaceA, '2031-04-01T09:00:00Z', '2031-04-01T13:00:00Z');
    await expect(book(spaceA, '2031-04-01T13:00:00Z', '2031-04-01T17:00:00Z', 'PAYMENT_PROCESSING')).resolves.toBeInstanceOf(Booking);
    await expect(book(spaceA, '2031-04-01T10:00:00Z', '2031-04-01T11:00:00Z', 'CANCELLED')).resolves.toBeInstanceOf(Booking);
    await expect(book(spaceA, '2031-04-01T10:00:00Z', '2031-04-01T11:00:00Z', 'DRAFT')).resolves.toBeInstanceOf(Booking);
  });

  it('includes the preparation time and the service break in the occupied range', async () => {
    await book(spaceA, '2031-05-01T09:00:00Z', '2031-05-01T13:00:00Z', 'PAID', { service_break: 60 });
    await expect(book(spaceA, '2031-05-01T13:30:00Z', '2031-05-01T15:00:00Z')).rejects.toMatchObject({ nativeError: expect.objectContaining({ code: '23P01' }) });
    await book(spaceA, '2031-05-02T12:00:00Z', '2031-05-02T14:00:00Z', 'PAID', { preparation_time: 30 });
    await expect(book(spaceA, '2031-05-02T10:00:00Z', '2031-05-02T11:45:00Z')).rejects.toMatchObject({ nativeError: expect.objectContaining({ code: '23P01' }) });
    await expect(book(spaceA, '2031-05-02T10:00:00Z', '2031-05-02T11:30:00Z')).resolves.toBeInstanceOf(Booking);
  });

  it('refuses a second booking when two are made at the same time', async () => {
    const results = await Promise.allSettled([
      book(spaceB, '2031-06-01T09:00:00Z', '2031-06-01T13:00:00Z', 'PENDING'),
      book(spaceB, '2031-06-01T11:00:00Z', '2031-06-01T15:00:00Z', 'PENDING'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
  });

  it('re-activating a cancelled booking into an occupied slot is refused', async () => {
    const cancelled = await book(spaceB, '2031-07-01T09:00:00Z', '2031-07-01T13:00:00Z', 'CANCELLED');
    await book(spaceB, '2031-07-01T10:00:00Z', '2031-07-01T12:00:00Z', 'PAID');
    await expect(Booking.query(db.knex).patch({ booking_status: 'PENDING' }).findById(cancelled.booking_id)).rejects.toMatchObject({
      nativeError: expect.objectContaining({ code: '23P01' }),
    });
  });
});
