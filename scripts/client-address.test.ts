import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.mjs';

const request = (headers: Record<string, string | string[]>, remoteAddress = '192.0.2.10') =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('the client address used for rate limits', () => {
  it('ignores a made-up X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.99' }), undefined)).toBe('192.0.2.10');
  });

  it('takes the hop the trusted proxy appended, not what the client put before it', () => {
    const forwarded = request({ 'x-forwarded-for': '203.0.113.99, 198.51.100.4' }, '10.0.0.2');
    expect(clientAddress(forwarded, 'x-forwarded-for')).toBe('198.51.100.4');
    expect(clientAddress(request({ 'x-real-ip': '198.51.100.5' }, '10.0.0.2'), 'x-real-ip')).toBe(
      '198.51.100.5',
    );
  });

  it('falls back to the connection when the proxy header is missing', () => {
    expect(clientAddress(request({}, '10.0.0.2'), 'x-real-ip')).toBe('10.0.0.2');
  });
});
