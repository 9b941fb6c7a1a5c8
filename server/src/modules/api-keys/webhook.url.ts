// Where we may send a partner's events. In production: https only, and never to a host that is or resolves to a
// loopback, private, link-local or otherwise internal address (no SSRF into our own network); checked when the
// endpoint is registered and again before every delivery (DNS can change). Outside production, http and local hosts
// are allowed so developers and tests can receive on their own machine.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

export function isInternalAddress(raw: string): boolean {
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw);
  const address = mapped ? mapped[1] : raw;
  const family = isIP(address);
  if (family === 0) return false;
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why the URL cannot receive webhooks, or null when it can. */
export async function webhookUrlProblem(raw: string, production: boolean, resolve: (host: string) => Promise<string[]> = resolveAll): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a full URL, such as https://partner.example/webhooks/ghana-homes.';
  }
  if (url.username || url.password) return 'The URL must not contain a user name or password; we sign every delivery instead.';
  if (url.protocol !== 'https:' && (production || url.protocol !== 'http:')) return 'The URL must start with https://.';
  if (!production) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local')) return 'The URL must be a public address, not a local one.';
  const addresses = isIP(host) ? [host] : await resolve(host).catch(() => []);
  if (addresses.length === 0) return `The host ${host} could not be found.`;
  if (addresses.some(isInternalAddress)) return 'The URL must be a public address: it points into a private or loopback network.';
  return null;
}

async function resolveAll(host: string): Promise<string[]> {
  return (await lookup(host, { all: true })).map((entry) => entry.address);
}
