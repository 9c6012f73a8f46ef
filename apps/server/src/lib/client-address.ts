// The client address a limit counts by. An IPv4 address is one client; an IPv6 host is usually given a
// whole /64 by its provider and can pick a new address in it for every request, so it counts as its /64
// (as @fastify/rate-limit's own key does for the routes that use it).
import net from 'node:net';

/** The 16-bit groups of an IPv6 address, `::` expanded and a trailing dotted IPv4 part as two groups. */
function ipv6Groups(address: string): number[] {
  const toGroups = (part: string) =>
    part
      .split(':')
      .filter((piece) => piece !== '')
      .flatMap((piece) => {
        if (!piece.includes('.')) return [parseInt(piece, 16)];
        const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
        return [(a << 8) | b, (c << 8) | d];
      });
  const [head = '', tail] = address.split('::');
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The key of a client address: an IPv4 address as it is, an IPv6 one as its /64 (`2001:db8:0:1::/64`). */
export function addressKeyOf(ip: string): string {
  const address = ip.split('%')[0] ?? ip; // a zone (fe80::1%eth0) names the interface, not the client
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!net.isIPv6(address)) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}
