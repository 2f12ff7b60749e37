/** Rate limit rules (fixed windows); the counters live in the rate_limit table. */
import ipaddr from 'ipaddr.js';

export interface RateLimitRule {
  name: string;
  max: number;
  windowMs: number;
}

const WINDOW = 15 * 60 * 1000;

/**
 * Per-IP ceilings can be raised where many users share one address (an office NAT, or the e2e
 * suite where every browser comes from 127.0.0.1): ZAALPLEK_RATE_LIMIT_PER_IP, read once at start.
 * The code-attempt lockout is never relaxed. The per e-mail/phone login limit is relaxed only outside
 * production, for the e2e suite that logs the same demo accounts in from many browsers
 * (ZAALPLEK_RATE_LIMIT_PER_ACCOUNT; ignored when NODE_ENV=production).
 */
const perIpMax = (fallback: number): number => {
  const raised = Number(process.env.ZAALPLEK_RATE_LIMIT_PER_IP);
  return Number.isInteger(raised) && raised > fallback ? raised : fallback;
};
const perAccountMax = (fallback: number): number => {
  if (process.env.NODE_ENV === 'production') return fallback;
  const raised = Number(process.env.ZAALPLEK_RATE_LIMIT_PER_ACCOUNT);
  return Number.isInteger(raised) && raised > fallback ? raised : fallback;
};

export const RATE_LIMITS = {
  /** login/registration/resend requests per e-mail address or phone number */
  loginPerIdentifier: { name: 'login-id', max: perAccountMax(5), windowMs: WINDOW },
  /** login/registration/resend requests per client IP */
  loginPerIp: { name: 'login-ip', max: perIpMax(20), windowMs: WINDOW },
  /** typed codes and link checks per client IP */
  codePerIp: { name: 'code-ip', max: perIpMax(30), windowMs: WINDOW },
  /** typed codes for an e-mail/phone/account id without an account: answered like wrong codes, 5 then locked */
  codeAttemptsUnknown: { name: 'code-unknown', max: 5, windowMs: WINDOW },
  /** phone_validity checks per client IP */
  phoneCheckPerIp: { name: 'phone-check-ip', max: perIpMax(30), windowMs: WINDOW },
  /** uploads per account */
  uploadPerAccount: { name: 'upload', max: 30, windowMs: WINDOW },
  /** host photo uploads per account (a new host adds 3..10 photos per venue and space) */
  hostUploadPerAccount: { name: 'host-upload', max: 100, windowMs: WINDOW },
  /** new global venue tags per account */
  tagCreatePerAccount: { name: 'tag-create', max: 10, windowMs: WINDOW },
} satisfies Record<string, RateLimitRule>;

export function windowStart(now: Date, rule: RateLimitRule): Date {
  return new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
}

export function retryAfterSeconds(now: Date, rule: RateLimitRule): number {
  return Math.max(1, Math.ceil((windowStart(now, rule).getTime() + rule.windowMs - now.getTime()) / 1000));
}

export const bucketKey = (rule: RateLimitRule, subject: string): string => `${rule.name}:${subject.toLowerCase()}`;

/**
 * The per-IP subject of a client address: IPv4 as is (IPv4-mapped IPv6 counts as its IPv4), IPv6 by its
 * /64, the smallest block one subscriber gets, so rotating through one's own /64 does not reset a limit.
 */
export function ipBucket(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const addr = ipaddr.process(ip);
  if (addr.kind() === 'ipv4') return addr.toString();
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}
