/**
 * The events that are not about one booking's guest and host (spec: payout failure, organisation
 * banned, space activated, team invitation): a notification row for each account concerned (the
 * organisation's owner and the team roles that see the venue's money or spaces), an e-mail and, for the
 * pressing ones, an SMS by the account's settings; written in the caller's transaction.
 */
import type { Knex } from 'knex';
import { Account, Notification, Organisation, Space, TeamMember } from '../../db/models';
import { t, type MessageId } from '../../i18n/serverIntl';
import { escapeHtml } from '../mail/escape';
import { sendMail } from '../mail';
import type { MailContent, MessageLocale } from '../mail/templates';
import { queueSms } from '../sms';
import { mailOrigin } from './actionContext';
import { reachOf } from './channels';
import { smsText } from './smsTexts';

export type AccountEvent = 'payout_failure' | 'organisation_banned' | 'space_activated' | 'team_invitation';

const EVENT_TYPE: Record<AccountEvent, 'ACTION' | 'NOTIFICATION' | 'SYSTEM'> = {
  payout_failure: 'ACTION', organisation_banned: 'SYSTEM', space_activated: 'NOTIFICATION', team_invitation: 'ACTION',
};

/** Team roles told besides the owner: money for FINANCE, the venue's spaces for VENUE_MANAGER and OWNER. */
const TEAM_AUDIENCE: Record<AccountEvent, string[]> = {
  payout_failure: ['OWNER', 'FINANCE'],
  organisation_banned: ['OWNER', 'VENUE_MANAGER', 'FINANCE', 'SUPPORT', 'KEY_MANAGER', 'CLEANER'],
  space_activated: ['OWNER', 'VENUE_MANAGER'],
  team_invitation: [],
};

interface Texts { subject: string; lines: string[]; action: { label: string; path: string } }

function texts(ev: AccountEvent, locale: MessageLocale, p: Record<string, unknown>): Texts {
  const space = typeof p.space_name === 'string' ? p.space_name : '';
  const org = typeof p.organisation_name === 'string' ? p.organisation_name : '';
  const bookingId = String(p.booking_id);
  const m = (id: MessageId, values?: Record<string, string>) => t(locale, id, values);
  switch (ev) {
    case 'payout_failure':
      return {
        subject: m('mail.account.payout_failure.subject', { bookingId }),
        lines: [m('mail.account.payout_failure.line1', { bookingId }), m('mail.account.payout_failure.line2')],
        action: { label: m('mail.account.payout_failure.action'), path: '/profile/payout' },
      };
    case 'organisation_banned': {
      const organisation = org || m('mail.account.organisation_banned.unnamed');
      return {
        subject: m('mail.account.organisation_banned.subject'),
        lines: [m('mail.account.organisation_banned.line1', { organisation }), m('mail.account.organisation_banned.line2')],
        action: { label: m('mail.account.notifications.action'), path: '/notifications' },
      };
    }
    case 'space_activated': {
      const named = space || m('mail.account.space_activated.unnamed');
      return {
        subject: m('mail.account.space_activated.subject', { space: named }),
        lines: [m('mail.account.space_activated.line1', { space: named })],
        action: { label: m('mail.account.space_activated.action'), path: '/vendor/spaces' },
      };
    }
    case 'team_invitation':
      return {
        subject: m('mail.account.team_invitation.subject', { organisation: org }),
        lines: [m('mail.account.team_invitation.line1', { organisation: org })],
        action: { label: m('mail.account.notifications.action'), path: '/notifications' },
      };
  }
}

function mail(texts: Texts, locale: MessageLocale, firstName: string | null): MailContent {
  const link = `${mailOrigin()}${locale === 'en' ? '/en' : ''}${texts.action.path}`;
  const hi = t(locale, 'mail.greeting', { name: firstName ?? '' });
  const e = escapeHtml;
  return {
    subject: texts.subject,
    text: [hi, '', ...texts.lines, '', `${texts.action.label}: ${link}`, ''].join('\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif"><p>${e(hi)}</p>${texts.lines.map((l) => `<p>${e(l)}</p>`).join('')}<p><a href="${e(link)}">${e(texts.action.label)}</a></p></body></html>`,
  };
}

/** The owner of an organisation and its accepted team members of the event's roles. */
export async function organisationAudience(trx: Knex | Knex.Transaction, organisationId: number, ev: AccountEvent): Promise<number[]> {
  const org = await Organisation.query(trx).findById(organisationId).select('account_id');
  const team = TEAM_AUDIENCE[ev].length
    ? await TeamMember.query(trx).where({ organisation_id: organisationId, invitation_status: 'ACCEPTED' }).whereIn('team_role', TEAM_AUDIENCE[ev]).whereNotNull('account_id').select('account_id')
    : [];
  const ids = [org?.account_id, ...team.map((t) => t.account_id)].filter((id): id is number => typeof id === 'number');
  return [...new Set(ids)];
}

/**
 * Records `ev` for each account (in-app always; e-mail and SMS by the settings). `mailAlreadySent`:
 * the caller e-mails itself (the team invitation with its link). Returns the number of notifications.
 */
export async function notifyAccountEvent(
  trx: Knex | Knex.Transaction, ev: AccountEvent,
  target: { accountIds: number[]; venueId?: number | null; bookingId?: number | null; payload?: Record<string, unknown>; mailAlreadySent?: boolean },
): Promise<number> {
  const payload = target.payload ?? {};
  let n = 0;
  for (const accountId of target.accountIds) {
    const account = await Account.query(trx).findById(accountId).select('account_id', 'email', 'first_name', 'locale');
    if (!account) continue;
    await Notification.query(trx).insert({
      account_id: accountId, venue_id: target.venueId ?? null, booking_id: target.bookingId ?? null, event_name: ev,
      event_status: 'ACTIVE', event_type: EVENT_TYPE[ev], payload,
    });
    n += 1;
    const locale: MessageLocale = account.locale === 'en' ? 'en' : 'nl';
    const reach = await reachOf(trx, accountId, ev);
    if (reach.email && !target.mailAlreadySent) {
      await sendMail(trx as Knex, { to: account.email, accountId, template: `notification.${ev}`, locale, ...mail(texts(ev, locale, payload), locale, account.first_name ?? null) }, null);
    }
    const text = reach.sms && reach.phone ? smsText(ev, locale, { bookingId: target.bookingId, space: payload.space_name }) : null;
    if (text && reach.phone) await queueSms(trx, { to: reach.phone, accountId, template: `notification.${ev}`, locale, text });
  }
  return n;
}

/** A space passed the staff review and is online: its organisation hears it (spec event space_activated). */
export async function notifySpaceActivated(trx: Knex | Knex.Transaction, spaceId: number): Promise<number> {
  const s = await Space.query(trx).findById(spaceId).joinRelated('venue').select('space.space_id', 'space.space_name', 'venue.venue_id', 'venue.organisation_id') as unknown as
    { space_id: number; space_name: string; venue_id: number; organisation_id: number } | undefined;
  if (!s) return 0;
  return notifyAccountEvent(trx, 'space_activated', {
    accountIds: await organisationAudience(trx, s.organisation_id, 'space_activated'), venueId: s.venue_id,
    payload: { space_id: s.space_id, space_name: s.space_name, venue_id: s.venue_id },
  });
}
