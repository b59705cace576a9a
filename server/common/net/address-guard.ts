import ipaddr from 'ipaddr.js';

/**
 * Whether an address is on the public internet. Loopback, private (RFC 1918), carrier-grade NAT, link-local (which
 * holds the cloud metadata service, 169.254.169.254), unique-local, multicast, unspecified and reserved ranges are
 * not: a lead source pointing there (directly, through DNS or through a redirect) would make the server fetch
 * from its own network. IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}
