// The invite form: e-mail addresses separated by commas, semicolons, spaces or new lines.
import { validators } from '@zaalplek/platform';

export function parseEmails(text: string): string[] {
  return Array.from(new Set((text ?? '').split(/[\s,;]+/).map((e) => e.trim()).filter(Boolean)));
}

export type InviteEmailsError = { key: 'required' } | { key: 'invalid_email'; email: string };

/** null when fine, else why not: no address, or the first address that is not an e-mail address. */
export function validateInviteEmails(text: string): InviteEmailsError | null {
  const emails = parseEmails(text);
  if (emails.length === 0) return { key: 'required' };
  const bad = emails.find((email) => !validators.isEmail(email));
  return bad ? { key: 'invalid_email', email: bad } : null;
}
