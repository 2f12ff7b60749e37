/**
 * Development mailbox (never in production): the outbox as a page you can click through.
 * GET /dev/mailbox (list), /dev/mailbox/<id> (one message, links clickable), /dev/mailbox.json
 * (for tests and e2e: newest first, ?recipient= filters, links and code extracted).
 */
import Router from '@koa/router';
import { escapeHtml as e } from '../services/mail/escape';
import type { AppDeps, AppState } from '../types';

interface OutboxRow {
  outbox_message_id: number;
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  template: string;
  locale: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  ts_created: Date;
}

const LINK = /https?:\/\/[^\s<>"']+/g;
export const linksOf = (text: string): string[] => [...new Set(text.match(LINK) ?? [])];
export const codeOf = (text: string): string | null => /(?:code|Code)[^0-9\n]*?([0-9]{4,6})\b/.exec(text)?.[1] ?? null;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(title)}</title></head><body><h1>${e(title)}</h1>${body}</body></html>`;

/** Text with its URLs as links (everything escaped). */
const linkify = (text: string) =>
  text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 ? `<a href="${e(part)}">${e(part)}</a>` : e(part)))
    .join('');

export function devMailboxRouter({ knex }: Pick<AppDeps, 'knex'>): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/dev' });
  const list = (recipient?: string) => {
    const q = knex('outbox_message').orderBy('outbox_message_id', 'desc').limit(200);
    if (recipient) q.where('recipient', recipient);
    return q.select<OutboxRow[]>('*');
  };

  router.get('/mailbox.json', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const recipient = typeof ctx.query.recipient === 'string' ? ctx.query.recipient.trim().toLowerCase() : undefined;
    ctx.body = (await list(recipient)).map((m) => ({
      outbox_message_id: m.outbox_message_id, channel: m.channel, recipient: m.recipient, template: m.template, locale: m.locale,
      subject: m.subject, body_text: m.body_text, body_html: m.body_html, links: linksOf(m.body_text), code: codeOf(m.body_text) ?? (m.channel === 'SMS' ? /\b([0-9]{4})\b/.exec(m.body_text)?.[1] ?? null : null),
      ts_created: m.ts_created,
    }));
  });
  router.get('/mailbox', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const rows = (await list())
      .map((m) => `<tr><td>${e(m.ts_created.toISOString())}</td><td>${m.channel}</td><td>${e(m.recipient)}</td><td><a href="/dev/mailbox/${m.outbox_message_id}">${e(m.subject ?? m.body_text.slice(0, 60))}</a></td></tr>`)
      .join('');
    ctx.type = 'html';
    ctx.body = page('Dev mailbox', `<table><thead><tr><th>time (UTC)</th><th>channel</th><th>to</th><th>message</th></tr></thead><tbody>${rows}</tbody></table>`);
  });
  router.get('/mailbox/:id', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const id = /^\d{1,9}$/.test(ctx.params.id ?? '') ? Number(ctx.params.id) : 0;
    const m = await knex('outbox_message').where('outbox_message_id', id).first<OutboxRow | undefined>();
    if (!m) {
      ctx.status = 404;
      ctx.type = 'html';
      ctx.body = page('Not found', '<p><a href="/dev/mailbox">back</a></p>');
      return;
    }
    ctx.type = 'html';
    ctx.body = page(m.subject ?? `SMS to ${m.recipient}`, `<p><a href="/dev/mailbox">all messages</a></p><p>To: ${e(m.recipient)} (${m.channel}, ${e(m.locale)})</p><pre style="white-space:pre-wrap">${linkify(m.body_text)}</pre>`);
  });
  return router;
}
