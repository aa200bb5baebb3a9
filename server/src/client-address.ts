// The key per-IP limits count a client under. One IPv4 address is one client, but an IPv6 client is usually given a
// whole /64 (a home or mobile subscriber picks any of 2^64 addresses in it at will), so counting IPv6 per address
// would let one client multiply every per-IP limit by rotating addresses.
import { isIPv4, isIPv6 } from 'node:net';

/** The sixteen-bit groups of an IPv6 address (without a zone), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address;
  // A trailing dotted IPv4 (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) becomes its two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
}

/**
 * The limit key of a client address: an IPv4 address whole; an IPv4-mapped IPv6 address (::ffff:192.0.2.1, what a
 * dual-stack socket reports for an IPv4 peer) as that IPv4 address, so both spellings count as one client; any other
 * IPv6 address as its /64 network, spelled one way ("2001:db8:1:2::/64"). Anything else (no address at all) is
 * returned unchanged.
 */
export function addressLimitKey(address: string): string {
  const bare = address.trim();
  if (isIPv4(bare)) return bare;
  const zone = bare.indexOf('%');
  const groups = ipv6Groups(zone >= 0 ? bare.slice(0, zone) : bare);
  if (groups === null) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  const prefix = groups.slice(0, 4);
  // One spelling per network, whatever the client's: lower-case hex, no leading zeros, trailing zero groups as "::".
  while (prefix.length > 0 && prefix.at(-1) === 0) prefix.pop();
  return `${prefix.map((group) => group.toString(16)).join(':')}::/64`;
}
