import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';

describe('isPublicAddress', () => {
  it('takes public IPv4 and IPv6 addresses', () => {
    for (const a of ['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(a), a).toBe(true);
    }
  });

  it('refuses loopback, private, link-local, CGNAT, unspecified, multicast and reserved', () => {
    for (const a of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '0.0.0.0',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it('sees through IPv4-mapped, NAT64 and IPv4-compatible spellings', () => {
    for (const a of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::FFFF:10.0.0.1',
      '0:0:0:0:0:ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      '::127.0.0.1',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it('refuses anything that is not an IP address', () => {
    for (const a of ['example.com', '', '1.2.3', '::ffff:999.1.1.1']) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });
});
