/** The team invitation e-mail (nl/en, from the server catalogs) with its accept link. */
import { t } from '../../i18n/serverIntl';
import type { MailContent, MessageLocale } from '../../services/mail/templates';
import { escapeHtml } from '../../services/mail/escape';

export const invitationLink = (origin: string, locale: MessageLocale, token: string): string =>
  `${origin}${locale === 'en' ? '/en' : ''}/team-invitation/${token}`;

export function invitationMail(locale: MessageLocale, d: { organisationName: string; link: string; days: number }): MailContent {
  const organisation = d.organisationName;
  const subject = t(locale, 'mail.team_invitation.subject', { organisation });
  const intro = t(locale, 'mail.team_invitation.intro', { organisation });
  const button = t(locale, 'mail.team_invitation.button');
  const note = t(locale, 'mail.team_invitation.note', { days: d.days });
  return {
    subject,
    text: `${intro}\n\n${button}: ${d.link}\n\n${note}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(d.link)}">${escapeHtml(button)}</a></p><p>${escapeHtml(note)}</p>`,
  };
}
