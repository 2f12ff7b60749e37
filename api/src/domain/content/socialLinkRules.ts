/**
 * What the content editor may save as the product's social links: each network at most once (one of
 * SOCIAL_NETWORKS) with a web address (http or https, a host, at most 500 characters). Pure: no database.
 */
import { SOCIAL_NETWORKS } from './vocabulary';

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export interface SocialLinkInput { network: string; url: string }
export const MAX_SOCIAL_URL = 500;

/** A trimmed http(s) address with a host, else null (javascript:, mailto:, relative paths are refused). */
export function webAddress(raw: string): string | null {
  const url = raw.trim();
  if (!/^https?:\/\//i.test(url) || url.length > MAX_SOCIAL_URL) return null;
  try {
    const parsed = new URL(url);
    if (!['http:', 'https:'].includes(parsed.protocol) || !parsed.hostname.includes('.')) return null;
    return url.replace(/^https?:/i, parsed.protocol);
  } catch {
    return null;
  }
}

/** field path (e.g. "links.1.url") -> error key */
export function validateSocialLinks(links: SocialLinkInput[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  links.forEach((link, i) => {
    if (!(SOCIAL_NETWORKS as readonly string[]).includes(link.network)) errors[`links.${i}.network`] = 'invalid_value';
    else if (seen.has(link.network)) errors[`links.${i}.network`] = 'duplicate';
    seen.add(link.network);
    if (!link.url.trim()) errors[`links.${i}.url`] = 'required';
    else if (link.url.trim().length > MAX_SOCIAL_URL) errors[`links.${i}.url`] = 'too_long';
    else if (!webAddress(link.url)) errors[`links.${i}.url`] = 'invalid_url';
  });
  return errors;
}
