import { isAllowedAddress, literalAddress } from './publicAddress';

describe('isAllowedAddress', () => {
  it.each([
    '127.0.0.1', '127.1.2.3', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '100.100.100.200',
    '224.0.0.1', '0.0.0.0', '255.255.255.255', '192.0.0.192', '198.18.0.1',
    '::1', '::', 'fe80::1', 'fd00:ec2::254', 'fc00::1', 'ff02::1', '2001:db8::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '64:ff9b::7f00:1', '2002:7f00:1::', '2001::1',
  ])('refuses %s', (a) => {
    expect(isAllowedAddress(a)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2a00:1450:400e:80f::200e', '::ffff:8.8.8.8'])('allows the public address %s', (a) => {
    expect(isAllowedAddress(a)).toBe(true);
  });

  it('the loopback allowance (tests only) opens loopback and nothing else', () => {
    expect(isAllowedAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isAllowedAddress('::1', { allowLoopback: true })).toBe(true);
    expect(isAllowedAddress('10.0.0.1', { allowLoopback: true })).toBe(false);
    expect(isAllowedAddress('169.254.169.254', { allowLoopback: true })).toBe(false);
  });

  it('a name is not an address', () => {
    expect(isAllowedAddress('localhost')).toBe(false);
    expect(literalAddress('localhost')).toBeNull();
    expect(literalAddress('[::1]')).toBe('::1');
    expect(literalAddress('127.0.0.1')).toBe('127.0.0.1');
  });
});
