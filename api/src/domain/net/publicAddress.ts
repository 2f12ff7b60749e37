/**
 * Which addresses an outgoing fetch a user can point somewhere may reach: public unicast only.
 * Refused: loopback, private (RFC 1918, IPv6 unique local), link-local (cloud metadata
 * 169.254.169.254 included), carrier-grade NAT, multicast, unspecified/broadcast, reserved and
 * documentation ranges, and IPv6 ranges that embed an IPv4 address (6to4, Teredo, NAT64).
 * IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
 */
import ipaddr from 'ipaddr.js';

export interface AddressPolicy {
  /** tests and e2e only (ZAALPLEK_FETCH_ALLOW_LOOPBACK=1, refused in production): 127.0.0.0/8 and ::1 */
  allowLoopback?: boolean;
}

/** The range name of an address (ipaddr.js), or null when it is not an IP address. */
export function addressRange(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return null;
  return ipaddr.process(bare).range();
}

export function isAllowedAddress(address: string, policy: AddressPolicy = {}): boolean {
  const range = addressRange(address);
  if (range === 'unicast') return true;
  return range === 'loopback' && policy.allowLoopback === true;
}

/** A literal IP host (`127.0.0.1`, `[::1]`) or null for a name that needs a DNS lookup. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(bare) ? bare : null;
}
