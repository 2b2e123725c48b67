import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('GET /api/health', () => {
  it('answers 200 when the database is reachable', async () => {
    const { GET } = await import('./route');
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });

  it('answers 503 when the database is down', async () => {
    vi.stubEnv('DATABASE_URL', 'postgres://nobody:nothing@127.0.0.1:1/none');
    vi.resetModules();
    (globalThis as { wishahDb?: unknown }).wishahDb = undefined;
    const { GET } = await import('./route');
    const response = await GET();
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ status: 'unavailable', database: { ok: false } });
  });

  it('answers 503 while the instance drains to stop, so a balancer sends nothing more', async () => {
    const key = Symbol.for('wishah.drain');
    (globalThis as { [k: symbol]: unknown })[key] = { draining: true, waits: [] };
    try {
      const { GET } = await import('./route');
      const response = await GET();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'draining' });
    } finally {
      delete (globalThis as { [k: symbol]: unknown })[key];
    }
  });
});

describe('GET /api/live', () => {
  it('answers 200 whatever the database does', async () => {
    vi.stubEnv('DATABASE_URL', 'postgres://nobody:nothing@127.0.0.1:1/none');
    const { GET } = await import('../live/route');
    expect(GET().status).toBe(200);
  });
});
