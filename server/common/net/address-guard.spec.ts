import { isPublicAddress } from './address-guard.js';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '142.250.74.46', '2a00:1450:4009:81f::200e', '::ffff:8.8.8.8'])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback elsewhere in 127/8', '127.3.2.1'],
    ['IPv6 loopback', '::1'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.20.0.5'],
    ['private 192.168/16', '192.168.1.10'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 unique-local', 'fd00::1'],
    ['unspecified', '0.0.0.0'],
    ['IPv6 unspecified', '::'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
    ['not an address', 'example.com'],
  ])('refuses %s (%s)', (_name, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
