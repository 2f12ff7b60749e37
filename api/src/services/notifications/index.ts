/**
 * Booking events -> notification rows (the bell, unread_notifications), e-mails and SMS (by the
 * account's notification settings, services/notifications/channels.ts) in the outbox, written in the caller's transaction so a rolled-back change notifies nobody.
 * E-mails go through services/mail sendMail with the outbox transport only (SMTP delivery of
 * outbox rows written inside transactions is left to an outbox sender).
 * Language of a mail: the one of the action that caused it for the account doing it (X-Locale of
 * the request); for the guest otherwise the language they last used on this booking; else the
 * account's language.
 */
import type { Knex } from 'knex';
import { TEAM_ROLES_ACTING_FOR_HOST } from '../../domain/booking/roles';
import { Notification } from '../../db/models';
import { issueToken } from '../../auth/oneTimeTokenStore';
import { clock } from '../../jobs/clock';
import { sendMail } from '../mail';
import { queueSms } from '../sms';
import { reachOf } from './channels';
import { smsText } from './smsTexts';
import { currentActionContext, mailOrigin, type ActionLocale } from './actionContext';
import { bookingMail } from './templates';

export type BookingEvent =
  | 'request_created' | 'request_approved' | 'request_declined' | 'request_expired'
  | 'change_request_created' | 'change_request_approved' | 'change_request_declined'
  | 'cancelled_by_customer' | 'cancelled_by_host_with_refund' | 'cancelled_by_host_without_refund'
  | 'reservation_expiring' | 'order_paid' | 'post_payment_overdue' | 'prospect_request_created' | 'prospect_request_approved';

/** Who hears about what: guest (booker), host (organisation owner + accepted team members). */
const AUDIENCE: Record<BookingEvent, { guest: boolean; host: boolean }> = {
  request_created: { guest: true, host: true },
  request_approved: { guest: true, host: false },
  request_declined: { guest: true, host: false },
  request_expired: { guest: true, host: true },
  change_request_created: { guest: true, host: true },
  change_request_approved: { guest: true, host: true },
  change_request_declined: { guest: true, host: true },
  cancelled_by_customer: { guest: false, host: true },
  cancelled_by_host_with_refund: { guest: true, host: false },
  cancelled_by_host_without_refund: { guest: true, host: false },
  reservation_expiring: { guest: true, host: false },
  order_paid: { guest: true, host: true },
  post_payment_overdue: { guest: true, host: false },
  prospect_request_created: { guest: false, host: true },
  prospect_request_approved: { guest: true, host: false },
};

const ACTION_EVENTS: BookingEvent[] = ['request_created', 'prospect_request_created', 'change_request_created', 'reservation_expiring', 'post_payment_overdue'];

interface Recipient {
  account_id: number;
  email: string;
  first_name: string | null;
  locale: 'nl' | 'en';
  is_host: boolean;
}

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

async function recipients(trx: Knex | Knex.Transaction, bookingId: number, ev: BookingEvent): Promise<{ list: Recipient[]; venueId: number; guestId: number; bookingLocale: ActionLocale | null; info: Record<string, unknown>; mailInfo: Record<string, unknown> }> {
  const b = await trx('booking as b')
    .join('space as s', 's.space_id', 'b.space_id')
    .join('venue as v', 'v.venue_id', 's.venue_id')
    .join('organisation as o', 'o.organisation_id', 'v.organisation_id')
    .where('b.booking_id', bookingId)
    .first('b.account_id', 'b.booking_start', 'b.booking_end', 'b.booking_meta', 'b.payment_method', 's.space_name', 'v.venue_name', 'v.venue_id', 'v.organisation_id', 'o.account_id as owner_id');
  const order = await trx('booking_order').where('booking_id', bookingId).orderByRaw(`(order_kind = 'BOOKING') DESC, order_id`)
    .first('ts_payment_expiration_dl', 'ts_host_approval_dl');
  const meta = (typeof b.booking_meta === 'string' ? JSON.parse(b.booking_meta) : b.booking_meta) ?? {};
  const who = AUDIENCE[ev];
  const ids: Array<{ id: number; host: boolean }> = [];
  if (who.guest) ids.push({ id: b.account_id, host: false });
  if (who.host) {
    ids.push({ id: b.owner_id, host: true });
    const team = await trx('team_member').where({ organisation_id: b.organisation_id, invitation_status: 'ACCEPTED' })
      // the team roles that answer bookings (role table): they get the host's booking notifications
      .whereIn('team_role', [...TEAM_ROLES_ACTING_FOR_HOST]).whereNotNull('account_id').pluck('account_id');
    for (const id of team) ids.push({ id, host: true });
  }
  const unique = ids.filter((x, i) => ids.findIndex((y) => y.id === x.id) === i);
  const rows = unique.length ? await trx('account').whereIn('account_id', unique.map((x) => x.id)).select('account_id', 'email', 'first_name', 'locale') : [];
  return {
    list: rows.map((r) => ({ ...r, locale: r.locale === 'en' ? 'en' : 'nl', is_host: unique.find((x) => x.id === r.account_id)!.host })),
    venueId: b.venue_id,
    guestId: b.account_id,
    bookingLocale: meta.locale === 'en' || meta.locale === 'nl' ? meta.locale : null,
    info: { space_name: b.space_name, booking_start: new Date(b.booking_start).toISOString(), booking_end: new Date(b.booking_end).toISOString() },
    mailInfo: {
      venue_name: b.venue_name, payment_deadline: iso(order?.ts_payment_expiration_dl), host_deadline: iso(order?.ts_host_approval_dl),
      afterpay: b.payment_method === 'AFTERPAY',
    },
  };
}

/** The guest's language on a booking: the UI language of their last action on it (booking_meta.locale). */
export async function rememberBookingLocale(trx: Knex | Knex.Transaction, bookingId: number, locale: ActionLocale): Promise<void> {
  await trx('booking').where('booking_id', bookingId)
    .update({ booking_meta: trx.raw(`coalesce(booking_meta, '{}'::jsonb) || jsonb_build_object('locale', ?::text)`, [locale]) });
}

/**
 * What an event settles: the ACTION notifications it answers become PERFORMED (the host answered the
 * request, the guest paid) or EXPIRED (the request or reservation ran out), for everyone concerned.
 */
const SETTLES: Partial<Record<BookingEvent, { events: BookingEvent[]; status: 'PERFORMED' | 'EXPIRED' }>> = {
  request_approved: { events: ['request_created', 'prospect_request_created'], status: 'PERFORMED' },
  prospect_request_approved: { events: ['request_created', 'prospect_request_created'], status: 'PERFORMED' },
  request_declined: { events: ['request_created', 'prospect_request_created'], status: 'PERFORMED' },
  request_expired: { events: ['request_created', 'prospect_request_created', 'reservation_expiring'], status: 'EXPIRED' },
  change_request_approved: { events: ['change_request_created'], status: 'PERFORMED' },
  change_request_declined: { events: ['change_request_created'], status: 'PERFORMED' },
  order_paid: { events: ['reservation_expiring', 'post_payment_overdue'], status: 'PERFORMED' },
};

async function settle(trx: Knex | Knex.Transaction, ev: BookingEvent, bookingId: number): Promise<void> {
  const rule = SETTLES[ev];
  if (!rule) return;
  await Notification.query(trx).patch({ event_status: rule.status })
    .where('booking_id', bookingId).whereIn('event_name', rule.events).where('event_type', 'ACTION').where('event_status', 'ACTIVE');
}

/** The prospect's claim: a one-time login link (/login/<token>) valid for the 48 h answer window. */
/** How long a prospect's claim link works: the request's answer window. */
export const PROSPECT_CLAIM_TTL_MS = 48 * 3600_000;

async function claimLinkPath(trx: Knex | Knex.Transaction, accountId: number): Promise<string> {
  const issued = await issueToken(trx as Knex, {
    accountId, purpose: 'LOGIN', channel: 'EMAIL', withLink: true, codeDigits: 6, ttlMs: PROSPECT_CLAIM_TTL_MS, now: clock.now(),
  });
  return `/login/${issued.link}`;
}

/** Records the event for everyone concerned; returns the number of notifications written. */
export async function notifyBookingEvent(trx: Knex | Knex.Transaction, ev: BookingEvent, bookingId: number, extra: Record<string, unknown> = {}): Promise<number> {
  const { list, venueId, guestId, bookingLocale, info, mailInfo } = await recipients(trx, bookingId, ev);
  const action = currentActionContext();
  const actor = action?.actorAccountId() ?? null;
  if (action && actor === guestId && bookingLocale !== action.locale) await rememberBookingLocale(trx, bookingId, action.locale);
  const localeOf = (r: Recipient): ActionLocale =>
    action && r.account_id === actor ? action.locale : !r.is_host && r.account_id === guestId && bookingLocale ? bookingLocale : r.locale;
  const origin = mailOrigin();
  await settle(trx, ev, bookingId);
  for (const r of list) {
    await Notification.query(trx).insert({
      account_id: r.account_id, venue_id: r.is_host ? venueId : null, booking_id: bookingId, event_name: ev,
      event_status: 'ACTIVE', event_type: ACTION_EVENTS.includes(ev) ? 'ACTION' : 'NOTIFICATION',
      payload: { booking_id: bookingId, ...info, ...extra },
    });
    const reach = await reachOf(trx, r.account_id, ev);
    const locale = localeOf(r);
    if (reach.email) {
      // a prospect host claims the account through a login link that lasts the answer window
      const claim = ev === 'prospect_request_created' && r.is_host ? { claimPath: await claimLinkPath(trx, r.account_id) } : {};
      const content = bookingMail(ev, locale, { firstName: r.first_name, bookingId, host: r.is_host, origin, ...info, ...mailInfo, ...extra, ...claim });
      await sendMail(trx as Knex, { to: r.email, accountId: r.account_id, template: `booking.${ev}`, locale, ...content }, null);
    }
    const text = reach.sms && reach.phone ? smsText(ev, locale, { bookingId, space: info.space_name }) : null;
    if (text && reach.phone) await queueSms(trx, { to: reach.phone, accountId: r.account_id, template: `booking.${ev}`, locale, text });
  }
  return list.length;
}
