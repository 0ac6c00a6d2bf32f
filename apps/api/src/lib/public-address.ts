import ipaddr from 'ipaddr.js';

/**
 * Whether an address is a public unicast one: the one rule for every request the server makes
 * to a URL someone else chose (reseller artwork fetched by URL, webhook deliveries). ipaddr.js
 * names every special range (loopback, private, link-local, carrier-grade NAT, unique-local,
 * multicast, unspecified, reserved, documentation, NAT64, 6to4, Teredo…); only its plain
 * `unicast` is public. An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4
 * address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}
