import type { MailTransport, OutgoingMail } from '../mail';
import { createTestDatabase, type TestDatabase } from '../../test/db/createTestDatabase';
import { sendPendingOutbox } from './outboxSender';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

const row = (template: string, extra: Record<string, unknown> = {}) => ({
  channel: 'EMAIL', recipient: `${template}@example.nl`, template, locale: 'nl', subject: 'Onderwerp', body_text: 'Tekst', body_html: '<p>Tekst</p>', ...extra,
});

function fakeTransport(failFor: string[] = []): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    name: 'smtp', sent,
    async send(mail) {
      if (failFor.includes(mail.to)) throw new Error('smtp down');
      sent.push(mail);
    },
  };
}

describe('outbox sender', () => {
  it('sends pending booking mails once, leaves others and failed ones pending, does nothing without SMTP', async () => {
    const k = db.knex;
    await k('outbox_message').insert([
      row('booking.request_created'), row('booking.order_paid'), row('booking.request_declined'),
      row('auth.login_link'), // sent (or not) by sendMail itself: not ours
      row('booking.order_paid', { recipient: 'done@example.nl', transport: 'smtp', sent_at: new Date() }),
      row('booking.request_expired', { recipient: 'old@example.nl', ts_created: new Date(Date.now() - 3 * 86400_000) }),
    ]);
    expect(await sendPendingOutbox(k, { transport: null })).toEqual({ sent: 0, failed: 0 });

    const t = fakeTransport(['booking.request_declined@example.nl']);
    expect(await sendPendingOutbox(k, { transport: t })).toEqual({ sent: 2, failed: 1 });
    expect(t.sent.map((m) => m.to).sort()).toEqual(['booking.order_paid@example.nl', 'booking.request_created@example.nl']);
    expect(t.sent[0]).toMatchObject({ subject: 'Onderwerp', text: 'Tekst', html: '<p>Tekst</p>' });
    const sentRows = await k('outbox_message').whereIn('recipient', ['booking.order_paid@example.nl', 'booking.request_created@example.nl']).select('transport', 'sent_at');
    expect(sentRows.every((r) => r.transport === 'smtp' && r.sent_at)).toBe(true);

    // the next run only retries the failed one
    const again = fakeTransport();
    expect(await sendPendingOutbox(k, { transport: again })).toEqual({ sent: 1, failed: 0 });
    expect(again.sent.map((m) => m.to)).toEqual(['booking.request_declined@example.nl']);
    expect(await sendPendingOutbox(k, { transport: fakeTransport() })).toEqual({ sent: 0, failed: 0 });
    expect(await k('outbox_message').where('template', 'auth.login_link').first('sent_at')).toEqual({ sent_at: null });
  });
});
