import { Client } from 'pg';
import { Notification } from '../models';
import { createTestDatabase, type TestDatabase } from '../../test/db/createTestDatabase';

describe('notification trigger', () => {
  let db: TestDatabase;
  let listener: Client;
  const received: { account_id: number; venue_id: number | null; op: string; event_notification_id: number }[] = [];

  const waitFor = async (n: number) => {
    for (let i = 0; i < 100 && received.length < n; i++) await new Promise((r) => setTimeout(r, 20));
  };

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    listener = new Client({ connectionString: db.connectionString });
    await listener.connect();
    listener.on('notification', (msg) => {
      if (msg.channel === 'notifications' && msg.payload) received.push(JSON.parse(msg.payload));
    });
    await listener.query('LISTEN notifications');
  });
  afterAll(async () => {
    await listener.end();
    await db.destroy();
  });

  it('sends pg_notify on insert and on update with the account id', async () => {
    const host = await db.knex('account').where('email', 'host@zaalplek.nl').first();
    const venueId = (await db.knex('venue').where('organisation_id', db.knex('organisation').select('organisation_id').where('account_id', host.account_id).limit(1)).first()).venue_id;
    const created = await Notification.query(db.knex).insert({ account_id: host.account_id, venue_id: venueId, event_name: 'request_created' });
    await waitFor(1);
    expect(received[0]).toEqual({ account_id: host.account_id, venue_id: venueId, event_notification_id: created.event_notification_id, op: 'INSERT' });

    await Notification.query(db.knex).patch({ is_read: true }).findById(created.event_notification_id);
    await waitFor(2);
    expect(received[1]).toMatchObject({ account_id: host.account_id, op: 'UPDATE' });
    const unread = await Notification.query(db.knex).modify('unread').where('account_id', host.account_id).resultSize();
    expect(unread).toBeGreaterThan(0);
  });
});
