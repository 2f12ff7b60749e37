/** Rate limit rules (fixed windows). Pure; the counters live in the rate_limit table. */

export interface RateLimitRule {
  name: string;
  max: number;
  windowMs: number;
}

const WINDOW = 15 * 60 * 1000;

export const RATE_LIMITS = {
  /** login/registration/resend requests per e-mail address or phone number */
  loginPerIdentifier: { name: 'login-id', max: 5, windowMs: WINDOW },
  /** login/registration/resend requests per client IP */
  loginPerIp: { name: 'login-ip', max: 20, windowMs: WINDOW },
  /** typed codes and link checks per client IP */
  codePerIp: { name: 'code-ip', max: 30, windowMs: WINDOW },
  /** uploads per account */
  uploadPerAccount: { name: 'upload', max: 30, windowMs: WINDOW },
} satisfies Record<string, RateLimitRule>;

export function windowStart(now: Date, rule: RateLimitRule): Date {
  return new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
}

export function retryAfterSeconds(now: Date, rule: RateLimitRule): number {
  return Math.max(1, Math.ceil((windowStart(now, rule).getTime() + rule.windowMs - now.getTime()) / 1000));
}

export const bucketKey = (rule: RateLimitRule, subject: string): string => `${rule.name}:${subject.toLowerCase()}`;
