import net from 'node:net';
import { describe, expect, it } from 'vitest';
import ar from '../messages/ar.json' with { type: 'json' };
import en from '../messages/en.json' with { type: 'json' };
import { isServedWithoutDatabase, unavailablePage, watchDatabase } from './database-outage.mjs';

const listen = (server: net.Server, port = 0) =>
  new Promise<number>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
const close = (server: net.Server) => new Promise((resolve) => server.close(resolve));

describe('the database watch', () => {
  it('sees the database go away and come back', async () => {
    const sockets = new Set<net.Socket>();
    const database = net.createServer((socket) => sockets.add(socket));
    const port = await listen(database);
    const watch = watchDatabase(`postgres://u:p@127.0.0.1:${port}/wishah`, { everyMs: 60_000 });
    try {
      expect(await watch.check()).toBe(true);
      expect(watch.isUp()).toBe(true);
      for (const socket of sockets) socket.destroy();
      await close(database);
      expect(await watch.check()).toBe(false);
      expect(watch.isUp()).toBe(false);
      await listen(database, port);
      expect(await watch.check()).toBe(true);
    } finally {
      watch.stop();
      await close(database);
    }
  });

  it('takes a Unix socket database as always there', () => {
    expect(watchDatabase('postgres:///wishah?host=/var/run/postgresql').isUp()).toBe(true);
  });
});

describe('while the database is away', () => {
  it('still serves built files, uploads, liveness and readiness; nothing else', () => {
    for (const url of [
      '/_next/static/chunks/a.js',
      '/uploads/p/1.webp',
      '/api/live',
      '/api/health',
      '/icon.svg',
    ])
      expect(isServedWithoutDatabase(url), url).toBe(true);
    for (const url of ['/', '/en', '/ar/products/x', '/api/events', '/api/healthy', '/en/checkout'])
      expect(isServedWithoutDatabase(url), url).toBe(false);
  });

  it('answers in the language of the address, Arabic right to left', () => {
    const english = unavailablePage('/en/products/silk');
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain(en.errors.unavailableTitle);
    expect(english).toContain('http-equiv="refresh"');
    const arabic = unavailablePage('/ar');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(ar.errors.unavailableText);
    expect(unavailablePage('/arabic-scarves')).toContain('lang="en"');
  });
});
