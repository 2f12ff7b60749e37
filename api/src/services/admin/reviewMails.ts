/**
 * What the host hears from a staff decision about its organisation or a space: approved, rejected (with
 * the reason), banned (with the reason) or unbanned. An e-mail in the owner's language (outbox first).
 */
import type { Knex } from 'knex';
import { Account } from '../../db/models';
import { escapeHtml } from '../mail/escape';
import { sendMail } from '../mail';
import type { MailContent, MessageLocale } from '../mail/templates';
import { mailOrigin } from '../notifications/actionContext';

export type ReviewDecision = 'organisation_approved' | 'organisation_rejected' | 'organisation_banned' | 'organisation_unbanned' | 'space_rejected';

interface Texts { subject: string; lines: string[]; label: string; path: string }

function texts(decision: ReviewDecision, locale: MessageLocale, name: string, reason: string | null): Texts {
  const nl = locale === 'nl';
  const because = reason ? [nl ? `Reden: ${reason}` : `Reason: ${reason}`] : [];
  switch (decision) {
    case 'organisation_approved':
      return nl
        ? { subject: `${name} is goedgekeurd`, lines: [`Je organisatie ${name} is gecontroleerd en goedgekeurd. Je kunt je ruimtes nu activeren.`], label: 'Naar je ruimtes', path: '/vendor/spaces' }
        : { subject: `${name} is approved`, lines: [`Your organisation ${name} was reviewed and approved. You can activate your spaces now.`], label: 'Open your spaces', path: '/vendor/spaces' };
    case 'organisation_rejected':
      return nl
        ? { subject: `${name} is niet goedgekeurd`, lines: [`Je organisatie ${name} is gecontroleerd en niet goedgekeurd.`, ...because, 'Pas je gegevens aan of neem contact op met support.'], label: 'Naar je organisatie', path: '/profile/organisation' }
        : { subject: `${name} was not approved`, lines: [`Your organisation ${name} was reviewed and not approved.`, ...because, 'Please update your details or contact support.'], label: 'Open your organisation', path: '/profile/organisation' };
    case 'organisation_banned':
      return nl
        ? { subject: `${name} is geblokkeerd`, lines: [`Je organisatie ${name} is door Zaalplek geblokkeerd; je locaties zijn verborgen.`, ...because, 'Neem contact op met support.'], label: 'Naar je meldingen', path: '/notifications' }
        : { subject: `${name} is blocked`, lines: [`Your organisation ${name} was blocked by Zaalplek; your locations are hidden.`, ...because, 'Please contact support.'], label: 'Open your notifications', path: '/notifications' };
    case 'organisation_unbanned':
      return nl
        ? { subject: `${name} is niet langer geblokkeerd`, lines: [`De blokkade van je organisatie ${name} is opgeheven. Je kunt je ruimtes weer activeren.`], label: 'Naar je ruimtes', path: '/vendor/spaces' }
        : { subject: `${name} is no longer blocked`, lines: [`The block on your organisation ${name} was lifted. You can activate your spaces again.`], label: 'Open your spaces', path: '/vendor/spaces' };
    case 'space_rejected':
      return nl
        ? { subject: `${name} is niet goedgekeurd`, lines: [`Je ruimte ${name} is gecontroleerd en niet goedgekeurd.`, ...because, 'Pas de ruimte aan en vraag opnieuw om activatie.'], label: 'Naar je ruimtes', path: '/vendor/spaces' }
        : { subject: `${name} was not approved`, lines: [`Your space ${name} was reviewed and not approved.`, ...because, 'Please update the space and ask for activation again.'], label: 'Open your spaces', path: '/vendor/spaces' };
  }
}

export function reviewMail(decision: ReviewDecision, locale: MessageLocale, p: { firstName: string | null; name: string; reason: string | null }): MailContent {
  const t = texts(decision, locale, p.name, p.reason);
  const link = `${mailOrigin()}${locale === 'en' ? '/en' : ''}${t.path}`;
  const hi = locale === 'en' ? `Hi ${p.firstName ?? ''},` : `Hoi ${p.firstName ?? ''},`;
  const e = escapeHtml;
  return {
    subject: t.subject,
    text: [hi, '', ...t.lines, '', `${t.label}: ${link}`, ''].join('\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif"><p>${e(hi)}</p>${t.lines.map((l) => `<p>${e(l)}</p>`).join('')}<p><a href="${e(link)}">${e(t.label)}</a></p></body></html>`,
  };
}

/** E-mails the account (the organisation's owner) about the decision, in its language; in the caller's transaction. */
export async function mailReviewDecision(
  trx: Knex | Knex.Transaction, accountId: number, decision: ReviewDecision, p: { name: string; reason?: string | null },
): Promise<void> {
  const account = await Account.query(trx).findById(accountId).select('account_id', 'email', 'first_name', 'locale');
  if (!account) return;
  const locale: MessageLocale = account.locale === 'en' ? 'en' : 'nl';
  await sendMail(trx as Knex, {
    to: account.email, accountId, template: `admin.${decision}`, locale,
    ...reviewMail(decision, locale, { firstName: account.first_name ?? null, name: p.name, reason: p.reason ?? null }),
  }, null);
}
