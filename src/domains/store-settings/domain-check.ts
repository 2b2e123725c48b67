import 'server-only';
import { lookup } from 'node:dns/promises';
import { networkInterfaces } from 'node:os';
import { env } from '@/lib/env';

/** Where a host name leads: to this server, to other addresses, or nowhere (yet). */
export type DomainCheck =
  | { status: 'here' }
  | { status: 'elsewhere'; addresses: string[] }
  | { status: 'unresolved' };

/** A host name's addresses (an empty list or a throw: it does not resolve). */
export type Resolve = (name: string) => Promise<string[]>;

const systemResolve: Resolve = async (name) =>
  (await lookup(name, { all: true })).map((entry) => entry.address);

/** `resolve(name)`, or null when it fails or takes longer than `ms` (a slow DNS server must not hang the page). */
async function resolveWithin(resolve: Resolve, name: string, ms: number): Promise<string[] | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), ms);
  });
  try {
    return await Promise.race([resolve(name).catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** One spelling per address: lower case, no IPv6 zone, an IPv4-mapped IPv6 address as its IPv4. */
const normalise = (address: string) =>
  address
    .toLowerCase()
    .replace(/%.*$/, '')
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/** This server's addresses: its network interfaces' and those its own address (APP_URL's host) resolves to. */
async function serverAddresses(resolve: Resolve, ms: number): Promise<Set<string>> {
  const own = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
  const appHost = new URL(env.APP_URL).hostname.replace(/^\[|\]$/g, '');
  const app = (await resolveWithin(resolve, appHost, ms)) ?? [];
  return new Set([...own, ...app].map(normalise));
}

/**
 * Whether `name` points at this store: any of its addresses is one of this server's. Answers, never throws: a name
 * that does not resolve in `timeoutMs` reads as not resolving. `resolve` is replaceable for tests.
 */
export async function checkDomain(
  name: string,
  { resolve = systemResolve, timeoutMs = 5000 }: { resolve?: Resolve; timeoutMs?: number } = {},
): Promise<DomainCheck> {
  const addresses = await resolveWithin(resolve, name, timeoutMs);
  if (!addresses?.length) return { status: 'unresolved' };
  const ours = await serverAddresses(resolve, timeoutMs);
  if (addresses.some((address) => ours.has(normalise(address)))) return { status: 'here' };
  return { status: 'elsewhere', addresses: [...new Set(addresses)] };
}
