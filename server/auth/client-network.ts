// What a per-IP rate limit counts: an IPv4 address as it is, an IPv6 address by its /56 network (what one subscriber
// is typically given, so stepping through their own addresses buys no more tries), an IPv4-mapped one as IPv4.

import { isIPv4, isIPv6 } from 'node:net';

/** The IPv6 prefix one client is counted by (express-rate-limit's default, which the limits used before). */
const IPV6_PREFIX_BITS = 56;

export function clientNetwork(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 6).every((group, index) => group === (index === 5 ? 0xffff : 0));
  if (mapped) return [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]).join('.');
  const kept = groups.map((group, index) => {
    const bitsBefore = index * 16;
    if (bitsBefore >= IPV6_PREFIX_BITS) return 0;
    const keep = Math.min(16, IPV6_PREFIX_BITS - bitsBefore);
    return group & ((0xffff << (16 - keep)) & 0xffff);
  });
  return `${kept.map((group) => group.toString(16)).join(':')}/${IPV6_PREFIX_BITS}`;
}

/** The eight 16-bit groups of a valid IPv6 address, '::' expanded and a dotted IPv4 tail read as two groups. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((piece) => {
          if (!isIPv4(piece)) return [Number.parseInt(piece, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}
