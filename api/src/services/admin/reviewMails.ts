/**
 * What the host hears from a staff decision about its organisation or a space: approved, rejected (with
 * the reason), banned (with the reason) or unbanned. An e-mail in the owner's language (outbox first).
 */
import type { Knex } from 'knex';
import { Account } from '../../db/models';
import { t, type MessageId } from '../../i18n/serverIntl';
import { escapeHtml } from '../mail/escape';
import { sendMail } from '../mail';
import type { MailContent, MessageLocale } from '../mail/templates';
import { mailOrigin } from '../notifications/actionContext';

export type ReviewDecision = 'organisation_approved' | 'organisation_rejected' | 'organisation_banned' | 'organisation_unbanned' | 'space_rejected';

const PATHS: Record<ReviewDecision, string> = {
  organisation_approved: '/vendor/spaces',
  organisation_rejected: '/profile/organisation',
  organisation_banned: '/notifications',
  organisation_unbanned: '/vendor/spaces',
  space_rejected: '/vendor/spaces',
};
/** Decisions whose mail says what the host can do next after the reason. */
const WITH_NEXT_STEP = new Set<ReviewDecision>(['organisation_rejected', 'organisation_banned', 'space_rejected']);

/** The mail's texts from the server catalogs (api/src/i18n/messages, mail.review.*) in the owner's language. */
export function reviewMail(decision: ReviewDecision, locale: MessageLocale, p: { firstName: string | null; name: string; reason: string | null }): MailContent {
  const say = (key: string, values?: Record<string, string>) => t(locale, `mail.review.${key}` as MessageId, values);
  const lines = [
    say(`${decision}.body`, { name: p.name }),
    ...(p.reason ? [say('reason', { reason: p.reason })] : []),
    ...(WITH_NEXT_STEP.has(decision) ? [say(`${decision}.next`)] : []),
  ];
  const subject = say(`${decision}.subject`, { name: p.name });
  const label = say(`${decision}.label`);
  const link = `${mailOrigin()}${locale === 'en' ? '/en' : ''}${PATHS[decision]}`;
  const hi = say('greeting', { firstName: p.firstName ?? '' });
  const e = escapeHtml;
  return {
    subject,
    text: [hi, '', ...lines, '', `${label}: ${link}`, ''].join('\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif"><p>${e(hi)}</p>${lines.map((l) => `<p>${e(l)}</p>`).join('')}<p><a href="${e(link)}">${e(label)}</a></p></body></html>`,
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
