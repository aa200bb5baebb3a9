import { describe, expect, it } from 'vitest';
import { addressLimitKey } from './client-address.js';

describe('addressLimitKey', () => {
  it('keeps an IPv4 address whole', () => {
    expect(addressLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressLimitKey('203.0.113.8')).not.toBe(addressLimitKey('203.0.113.7'));
  });

  it('keys an IPv4-mapped IPv6 address as its IPv4 address, in either spelling', () => {
    expect(addressLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressLimitKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressLimitKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys an IPv6 address by its /64, whatever the interface id and spelling', () => {
    const key = '2001:db8:1:2::/64';
    expect(addressLimitKey('2001:db8:1:2::1')).toBe(key);
    expect(addressLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressLimitKey('2001:0DB8:0001:0002:abcd:0:0:1')).toBe(key);
    expect(addressLimitKey('2001:db8:1:2:3:4:192.0.2.1')).toBe(key);
    expect(addressLimitKey('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('keeps neighbouring /64 networks apart', () => {
    expect(addressLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressLimitKey('2001:db8::1')).toBe('2001:db8::/64');
    expect(addressLimitKey('2001:db8:0:0:1::1')).toBe('2001:db8::/64');
    expect(addressLimitKey('2001:0:0:1::1')).toBe('2001:0:0:1::/64');
    expect(addressLimitKey('::1')).toBe('::/64');
  });

  it('leaves anything that is not an address unchanged', () => {
    expect(addressLimitKey('')).toBe('');
    expect(addressLimitKey('not an address')).toBe('not an address');
    expect(addressLimitKey('2001:db8::1::2')).toBe('2001:db8::1::2');
  });
});
