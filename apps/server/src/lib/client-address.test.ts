// A client's address as limits count it: one IPv4 address, or one IPv6 /64 however it is written.
import { describe, expect, it } from 'vitest';
import { addressKeyOf } from './client-address.js';

describe('addressKeyOf', () => {
  it('keeps an IPv4 address, and unwraps one mapped into IPv6', () => {
    expect(addressKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKeyOf('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const key = '2001:db8:0:1::/64';
    for (const address of [
      '2001:db8:0:1::1',
      '2001:db8:0:1:ffff:ffff:ffff:ffff',
      '2001:0db8:0000:0001:0000:0000:0000:0002',
      '2001:DB8:0:1:1234::9',
      '2001:db8:0:1::1%eth0',
      '2001:db8:0:1:0:0:192.0.2.1',
    ]) {
      expect(addressKeyOf(address), address).toBe(key);
    }
    expect(addressKeyOf('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(addressKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(addressKeyOf('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
