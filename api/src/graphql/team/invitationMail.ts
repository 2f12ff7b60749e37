/** The team invitation e-mail (nl/en) with its accept link. */
import type { MailContent, MessageLocale } from '../../services/mail/templates';
import { escapeHtml } from '../../services/mail/escape';

export const invitationLink = (origin: string, locale: MessageLocale, token: string): string =>
  `${origin}${locale === 'en' ? '/en' : ''}/team-invitation/${token}`;

export function invitationMail(locale: MessageLocale, d: { organisationName: string; link: string; days: number }): MailContent {
  const org = d.organisationName;
  const [subject, intro, button, note] =
    locale === 'en'
      ? [`Join ${org} on Zaalplek`, `${org} invites you to help manage their venues on Zaalplek.`, 'Accept the invitation', `The link works once and expires in ${d.days} days.`]
      : [`Word teamlid van ${org} op Zaalplek`, `${org} nodigt je uit om mee te helpen met hun locaties op Zaalplek.`, 'Uitnodiging accepteren', `De link werkt één keer en verloopt over ${d.days} dagen.`];
  return {
    subject,
    text: `${intro}\n\n${button}: ${d.link}\n\n${note}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(d.link)}">${escapeHtml(button)}</a></p><p>${escapeHtml(note)}</p>`,
  };
}
