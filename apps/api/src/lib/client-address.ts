// Who the client is behind a reverse proxy (issue 28). A proxy appends the address it was talking to
// onto X-Forwarded-For; everything to the left of that was written by someone we cannot vouch for. So
// the hub trusts only the proxies it is told about (TRUST_PROXY: a hop count, or addresses and CIDR
// ranges) and takes the nearest address that is not one of them. Fastify (request.ip, logs, the audit
// log, every per-address limit) and the flood guard in front of it use the same rule.
import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';

/** Whether the peer at `hop` (0 = the socket's peer) is one of our proxies. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** Trusts no one: the socket's peer is the client. */
export const NO_PROXY: TrustProxy = () => false;

// proxy-addr's named ranges ('loopback', 'uniquelocal', …), addresses and CIDR ranges of both families.
const ADDRESS_OR_RANGE = /^(?:loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(?:\/\d{1,3})?)$/;

/**
 * Reads TRUST_PROXY. Unset, empty or 'false': no proxy. A whole number: that many proxies in front
 * (nginx alone is 1). Otherwise a comma-separated list of addresses, CIDR ranges or proxy-addr's
 * named ranges ('127.0.0.1/8, 10.0.0.0/8'). 'true', the older setting, reads as one hop: it used to
 * believe the client's own left-most entry. Anything else is refused at start, with why.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return NO_PROXY;
  if (text === 'true') return hops(1);
  if (/^\d+$/.test(text)) return hops(Number(text));
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !ADDRESS_OR_RANGE.test(entry));
  if (wrong.length > 0 || entries.length === 0) {
    throw new Error(`TRUST_PROXY must be a number of proxies (1) or addresses and CIDR ranges (127.0.0.1/8, 10.0.0.0/8); not understood: ${wrong.join(', ') || text}`);
  }
  // compile() checks each address and range itself and throws on one it cannot read.
  try {
    return proxyaddr.compile(entries);
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${(error as Error).message}`, { cause: error });
  }
}

/** Trusts the `count` nearest hops: the proxies in front of the hub. */
function hops(count: number): TrustProxy {
  return (_address, hop) => hop < count;
}

/** The client's address: the nearest one that is not a trusted proxy. */
export function clientAddress(request: IncomingMessage, trust: TrustProxy): string {
  return proxyaddr(request, trust) || request.socket.remoteAddress || 'unknown';
}

/** True when the socket's peer is one of our proxies, so its X-Forwarded-* headers may be believed. */
export function fromTrustedProxy(request: IncomingMessage, trust: TrustProxy): boolean {
  const peer = request.socket.remoteAddress;
  return peer !== undefined && trust(peer, 0);
}
