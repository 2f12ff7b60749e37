import { ipBucket } from './rateLimits';

describe('ipBucket', () => {
  it('IPv4 is its own bucket; IPv4-mapped IPv6 counts as the IPv4 address', () => {
    expect(ipBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(ipBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('every address of one IPv6 /64 shares a bucket; another /64 does not', () => {
    const a = ipBucket('2001:db8:1:2:aaaa::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(a);
    expect(ipBucket('2001:db8:1:3::1')).not.toBe(a);
  });

  it('anything else is kept as given', () => {
    expect(ipBucket('unknown')).toBe('unknown');
  });
});
