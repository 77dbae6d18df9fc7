import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { MessageKey } from '@ir/domain';
import { assertOutsideTransaction } from '../../db/transaction-scope.ts';
import { isPublicAddress } from './public-address.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** How webhooks reach the network: the address rules in force and the name resolver. */
export interface WebhookNetwork {
  /**
   * Production's rules: https only, and every address the name resolves to public. Outside
   * production a receiver on http://127.0.0.1 is allowed, for development and tests.
   */
  strict: boolean;
  /** Every address a host name resolves to; tests replace it to stand for any DNS answer. */
  resolve(hostname: string): Promise<ResolvedAddress[]>;
}

/** A name that takes longer than this to resolve is treated as one that does not resolve. */
const RESOLVE_TIMEOUT_MS = 5000;

export async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

/** A URL a webhook may not be sent to, with the catalogue text that says why. */
export class WebhookTargetRefusal extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
    this.name = 'WebhookTargetRefusal';
  }
}

/** The URL's shape alone: what can be refused without a DNS query. */
export function parseWebhookUrl(raw: string, strict: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookTargetRefusal('webhooks.urlInvalid');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new WebhookTargetRefusal('webhooks.urlInvalid');
  }
  if (url.username !== '' || url.password !== '') {
    throw new WebhookTargetRefusal('webhooks.urlCredentials');
  }
  if (strict && url.protocol !== 'https:') throw new WebhookTargetRefusal('webhooks.urlNotHttps');
  return url;
}

/** The host as an address or a name: `[::1]` is the IPv6 address ::1. */
function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * Checks a webhook URL and picks the address to connect to. Under strict rules every address
 * the name resolves to must be public, not only the first: a name with one public and one
 * private address could otherwise be aimed inward by the resolver's order. The caller
 * connects to the address returned, never resolving the name again, so a DNS answer that
 * changes between the check and the connection (rebinding) cannot move the request inside.
 */
export async function resolveWebhookTarget(
  raw: string,
  network: WebhookNetwork,
): Promise<{ url: URL; address: ResolvedAddress }> {
  assertOutsideTransaction('a DNS lookup');
  const url = parseWebhookUrl(raw, network.strict);
  const host = hostOf(url);
  const literal = isIP(host);
  const addresses: ResolvedAddress[] =
    literal === 0
      ? await resolveWithin(host, network)
      : [{ address: host, family: literal === 6 ? 6 : 4 }];
  const [first] = addresses;
  if (!first) throw new WebhookTargetRefusal('webhooks.urlUnresolved');
  if (network.strict && !addresses.every((a) => isPublicAddress(a.address))) {
    throw new WebhookTargetRefusal('webhooks.urlNotPublic');
  }
  return { url, address: first };
}

async function resolveWithin(host: string, network: WebhookNetwork): Promise<ResolvedAddress[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('DNS timeout')), RESOLVE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([network.resolve(host), timeout]);
  } catch {
    throw new WebhookTargetRefusal('webhooks.urlUnresolved');
  } finally {
    clearTimeout(timer);
  }
}
