import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may never reach in production: the server's own (loopback, 0.0.0.0),
 * the networks behind it (RFC 1918, unique local fc00::/7, CGNAT 100.64/10), link-local
 * (169.254/16 holds the cloud metadata services, fe80::/10), multicast, and the reserved and
 * documentation ranges nothing public lives in.
 */
const V4_BLOCKED: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const V6_BLOCKED: ReadonlyArray<[string, number]> = [
  ['::', 128],
  ['::1', 128],
  // IPv4-compatible (deprecated) forms; the mapped ::ffff:0:0/96 is judged by its IPv4 below.
  ['::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const v4 = new BlockList();
for (const [net, prefix] of V4_BLOCKED) v4.addSubnet(net, prefix, 'ipv4');
const v6 = new BlockList();
for (const [net, prefix] of V6_BLOCKED) v6.addSubnet(net, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad included). */
function groupsOf(address: string): number[] | undefined {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return undefined;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail].map((g) =>
    Number.parseInt(g, 16),
  );
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : undefined;
}

/** The IPv4 address an IPv6 one stands for: mapped ::ffff:a.b.c.d, or NAT64 64:ff9b::a.b.c.d. */
function embeddedV4(groups: number[]): string | undefined {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const mapped = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff;
  const nat64 = g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0;
  if (!mapped && !nat64) return undefined;
  return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
}

/**
 * Whether a webhook may be sent to this IP address in production: false for anything on the
 * blocked lists, in any of its IPv6 spellings, and for anything that is not an IP address.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !v4.check(address, 'ipv4');
  if (family !== 6) return false;
  const groups = groupsOf(address);
  if (!groups) return false;
  const inner = embeddedV4(groups);
  if (inner !== undefined) return !v4.check(inner, 'ipv4');
  const canonical = groups.map((g) => g.toString(16)).join(':');
  return !v6.check(canonical, 'ipv6');
}
