import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSubscription } from './service';

// A local server playing the subscription service: the stripeId in the path picks the answer.
const NOW = Date.UTC(2026, 10, 21);
const requests: { url: string; contentType?: string }[] = [];
let server: http.Server;
let serviceUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? '', contentType: req.headers['content-type'] });
    const id = (req.url ?? '').split('/').pop()?.split('?')[0];
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (id === 'cus_expired') return json(200, { subData: [{ current_period_end: NOW / 1000 - 60 }] });
    if (id === 'cus_valid') return json(200, { subData: [{ current_period_end: NOW / 1000 + 86_400 }] });
    if (id === 'cus_zero') return json(200, { subData: [{ current_period_end: 0 }] });
    if (id === 'cus_empty') return json(200, { subData: [] });
    if (id === 'cus_slow') return setTimeout(() => json(200, {}), 2_000);
    return json(500, { error: 'boom' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const check = (stripeId: string | undefined, extra: { timeoutMs?: number } = {}) =>
  checkSubscription({ serviceUrl, stripeId, storeId: 'store-1', now: NOW, ...extra });

describe('the subscription gate (spec sections 4 and 7)', () => {
  it('is off without a subscription service', async () => {
    expect(await checkSubscription({ serviceUrl: undefined, stripeId: 'cus_valid', storeId: 's' })).toEqual({
      state: 'off',
    });
  });

  it('calls GET {service}/api/check-subscription/{stripeId}?storeId={storeId} with a JSON content type', async () => {
    await check('cus_valid');
    expect(requests.at(-1)).toEqual({
      url: '/api/check-subscription/cus_valid?storeId=store-1',
      contentType: 'application/json',
    });
  });

  it('reads subData[0].current_period_end in seconds: expired at or after it', async () => {
    expect(await check('cus_expired')).toEqual({ state: 'expired', expiresAt: NOW - 60_000 });
  });

  it('is active before the expiry', async () => {
    expect(await check('cus_valid')).toEqual({ state: 'active', expiresAt: NOW + 86_400_000 });
  });

  it('renders normally while the expiry is zero or unknown', async () => {
    expect(await check('cus_zero')).toEqual({ state: 'unknown' });
    expect(await check('cus_empty')).toEqual({ state: 'unknown' });
  });

  it('only logs a failing or hanging service', async () => {
    expect(await check('cus_broken')).toEqual({ state: 'unknown' });
    expect(await check('cus_slow', { timeoutMs: 200 })).toEqual({ state: 'unknown' });
  });

  it('reports a missing stripeId without calling the service', async () => {
    const before = requests.length;
    expect(await check(undefined)).toEqual({ state: 'missing-stripe-id' });
    expect(requests.length).toBe(before);
  });
});
