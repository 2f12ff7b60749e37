/**
 * The one e-mail rule of the UI, the same as the server's (api/src/domain/email/email.ts; the API's
 * email.test.ts checks that both agree). A local part of the usual unquoted characters, a host
 * name of letter/digit labels and a top-level domain of 2+ letters; at most 254 characters.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#%&'*+/=?^_|~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
export const EMAIL_MAX = 254;

/** Whether the trimmed value is an e-mail address. */
export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= EMAIL_MAX && EMAIL_PATTERN.test(v);
}
