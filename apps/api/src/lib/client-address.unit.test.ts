import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, fromTrustedProxy, parseTrustProxy } from './client-address.ts';

/** A request as it reaches the hub: from `peer`, with the X-Forwarded-For the proxies wrote. */
const request = (peer: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

describe('the client address behind the proxies named in TRUST_PROXY', () => {
  it('takes the address the nearest trusted proxy saw, never one the client wrote to its left', () => {
    // nginx appends the peer it talked to: everything before it is the client's own writing.
    const spoofed = request('127.0.0.1', '6.6.6.6, 203.0.113.9');
    expect(clientAddress(spoofed, parseTrustProxy('1'))).toBe('203.0.113.9');
    expect(clientAddress(spoofed, parseTrustProxy('127.0.0.1/8'))).toBe('203.0.113.9');
    expect(clientAddress(spoofed, parseTrustProxy('loopback, 10.0.0.0/8'))).toBe('203.0.113.9');
    // The older 'true' read as one hop; it used to answer 6.6.6.6.
    expect(clientAddress(spoofed, parseTrustProxy('true'))).toBe('203.0.113.9');
  });

  it('walks back through a chain of proxies as far as it is told, and no further', () => {
    const chained = request('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.0.0.2');
    expect(clientAddress(chained, parseTrustProxy('2'))).toBe('198.51.100.7');
    expect(clientAddress(chained, parseTrustProxy('127.0.0.1, 10.0.0.0/8'))).toBe('198.51.100.7');
    expect(clientAddress(chained, parseTrustProxy('1'))).toBe('10.0.0.2');
  });

  it('believes no header from a peer that is not a named proxy, or when no proxy is named', () => {
    const direct = request('198.51.100.50', '6.6.6.6');
    expect(clientAddress(direct, parseTrustProxy('127.0.0.1/8'))).toBe('198.51.100.50');
    expect(fromTrustedProxy(direct, parseTrustProxy('127.0.0.1/8'))).toBe(false);
    for (const none of [undefined, '', 'false', '0']) {
      expect(clientAddress(request('127.0.0.1', '6.6.6.6'), parseTrustProxy(none))).toBe('127.0.0.1');
    }
    expect(fromTrustedProxy(request('127.0.0.1'), parseTrustProxy('1'))).toBe(true);
  });

  it('refuses a setting it cannot read, saying what it takes', () => {
    expect(() => parseTrustProxy('yes please')).toThrow(/TRUST_PROXY must be a number of proxies/);
    expect(() => parseTrustProxy('300.1.1.1')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
  });
});
