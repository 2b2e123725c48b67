import { describe, expect, it } from 'vitest';
import { checkDomain } from './domain-check';

describe('checking where a domain points', () => {
  it('answers "points here" for a name resolving to one of this machine’s addresses', async () => {
    expect(await checkDomain('localhost')).toEqual({ status: 'here' });
  });

  it('answers "does not resolve" for a name with no address', async () => {
    expect(await checkDomain('nonexistent.invalid')).toEqual({ status: 'unresolved' });
  });

  it('answers "points elsewhere" with the addresses found', async () => {
    const resolve = async (name: string) =>
      name === 'shop.example.com' ? ['203.0.113.7', '203.0.113.7'] : [];
    expect(await checkDomain('shop.example.com', { resolve })).toEqual({
      status: 'elsewhere',
      addresses: ['203.0.113.7'],
    });
  });

  it('counts the addresses APP_URL’s host resolves to as this server (behind a proxy or load balancer)', async () => {
    const resolve = async (name: string) =>
      name === 'shop.example.com' ? ['198.51.100.4'] : ['198.51.100.4'];
    expect(await checkDomain('shop.example.com', { resolve })).toEqual({ status: 'here' });
  });

  it('reads an IPv4-mapped IPv6 answer as its IPv4 address', async () => {
    const resolve = async (name: string) => (name === 'shop.example.com' ? ['::ffff:127.0.0.1'] : []);
    expect(await checkDomain('shop.example.com', { resolve })).toEqual({ status: 'here' });
  });

  it('gives up on a slow DNS server after the timeout, as not resolving', async () => {
    const resolve = () => new Promise<string[]>(() => {});
    expect(await checkDomain('slow.example.com', { resolve, timeoutMs: 50 })).toEqual({
      status: 'unresolved',
    });
  });
});
