import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { sessions, storeSettings, users } from '@/db/schema';
import { phoneAccountEmail } from '@/domains/accounts/phone/auth';
import { readSettingsVersion } from '@/domains/store-settings/queries';
import { env } from '@/lib/env';
import { getRealtime } from '@/lib/realtime';
import { authPost, cookiesOf, makeAdmin, TEST_ORIGIN } from '../../../../tests/setup/auth-request';
import { GET } from './route';

type SseEvent = { event: string; data: unknown };

afterAll(async () => {
  await getRealtime().close();
});

/** Signs a new user up through better-auth and returns their session cookie and id. */
async function signUp(): Promise<{ cookie: string; id: string }> {
  const email = `live-${crypto.randomUUID()}@wishah.test`;
  const response = await authPost('/sign-up/email', {
    name: 'Live Shopper',
    email,
    password: 'a-long-enough-password',
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { user: { id: string } };
  return { cookie: cookiesOf(response), id: body.user.id };
}

/** Opens the stream as the browser's EventSource would, and reads its events one at a time. */
async function open(cookie?: string, as?: string) {
  const abort = new AbortController();
  const response = await GET(
    new Request(`${TEST_ORIGIN}/api/events${as ? `?as=${as}` : ''}`, {
      headers: cookie ? { cookie, accept: 'text/event-stream' } : {},
      signal: abort.signal,
    }),
  );
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  /** The next event (comments and the `retry:` line skipped), or null when the stream has ended. */
  const next = async (): Promise<SseEvent | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
        );
        if (fields.event) return { event: fields.event, data: JSON.parse(fields.data ?? 'null') };
        continue;
      }
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return null;
      buffer += chunk.value;
    }
  };
  // Every stream opens with when the settings were last saved (an open refused with 503 has no events).
  const opened = response.ok ? await next() : null;
  return { response, opened, next, abort };
}

describe('GET /api/events', () => {
  it("tells a guest's page when the store's settings are saved, and nothing about any user", async () => {
    const { response, opened, next, abort } = await open();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(opened).toEqual({ event: 'store', data: { updatedAt: await readSettingsVersion() } });
    expect(getRealtime().listenerCount(`store:${env.STORE_ID}`)).toBeGreaterThan(0);

    // Any write of the settings row is announced by the database (drizzle/0007's trigger), as on another instance.
    await getDb()
      .insert(storeSettings)
      .values({ storeId: env.STORE_ID, primaryColor: '#0B6E4F' })
      .onConflictDoUpdate({ target: storeSettings.storeId, set: { primaryColor: '#0B6E4F' } });
    expect(await next()).toEqual({ event: 'store', data: {} });

    // A user's change reaches only that user's streams.
    const { id } = await signUp();
    await makeAdmin(id);
    await getDb().update(storeSettings).set({ secondaryColor: '#123456' });
    expect(await next()).toEqual({ event: 'store', data: {} });

    abort.abort();
    await expect.poll(() => getRealtime().listenerCount(`store:${env.STORE_ID}`)).toBe(0);
  });

  it('opens with when the settings were last saved, so a page that was not listening sees the save it missed', async () => {
    const savedAt = new Date('2026-11-01T10:00:00.000Z');
    await getDb()
      .insert(storeSettings)
      .values({ storeId: env.STORE_ID, updatedAt: savedAt })
      .onConflictDoUpdate({ target: storeSettings.storeId, set: { updatedAt: savedAt } });
    const { opened, abort } = await open();
    expect(opened).toEqual({ event: 'store', data: { updatedAt: savedAt.toISOString() } });
    abort.abort();
  });

  it('streams the user record when it opens and after each change, then signs the page out', async () => {
    const { cookie, id } = await signUp();
    const { response, next } = await open(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');

    expect(await next()).toEqual({
      event: 'user',
      data: expect.objectContaining({
        id,
        name: 'Live Shopper',
        role: 'user',
        staffRole: null,
        banned: false,
      }),
    });

    // An announcement that changes nothing the page shows sends nothing: the next event is the next change.
    await getDb().update(users).set({ name: 'Live Shopper' }).where(eq(users.id, id));
    await makeAdmin(id);
    expect(await next()).toEqual({
      event: 'user',
      data: expect.objectContaining({ id, role: 'owner', staffRole: 'owner' }),
    });

    // A phone account's stand-in address is not the shopper's: it is not sent.
    await getDb()
      .update(users)
      .set({ email: phoneAccountEmail('+966501234567'), phoneNumber: '+966501234567' })
      .where(eq(users.id, id));
    expect(await next()).toEqual({
      event: 'user',
      data: expect.objectContaining({ id, email: null, phoneNumber: '+966501234567' }),
    });

    await getDb().delete(sessions).where(eq(sessions.userId, id));
    expect(await next()).toEqual({ event: 'signed-out', data: {} });
    expect(await next()).toBeNull();
    expect(getRealtime().listenerCount(`user:${id}`)).toBe(0);
  });

  it('tells a page that names a user without their session that it is signed out, at once', async () => {
    const { cookie, id } = await signUp();
    const own = await open(cookie, id);
    expect(own.opened).toMatchObject({ event: 'store' });
    expect(await own.next()).toMatchObject({ event: 'user', data: { id } });
    own.abort.abort();

    // The session ended while no stream was listening (the page still shows the user).
    await getDb().delete(sessions).where(eq(sessions.userId, id));
    const ended = await open(cookie, id);
    expect(ended.response.status).toBe(200);
    expect(ended.opened).toEqual({ event: 'signed-out', data: {} });
    expect(await ended.next()).toBeNull();

    // Another user's session is not the one the page shows.
    const other = await signUp();
    const mismatched = await open(other.cookie, id);
    expect(mismatched.opened).toEqual({ event: 'signed-out', data: {} });
    expect(await mismatched.next()).toBeNull();
    expect(getRealtime().listenerCount(`user:${other.id}`)).toBe(0);
  });

  it('signs a blocked user out', async () => {
    const { cookie, id } = await signUp();
    const { next } = await open(cookie);
    expect(await next()).toMatchObject({ event: 'user' });
    await getDb().update(users).set({ banned: true }).where(eq(users.id, id));
    expect(await next()).toEqual({ event: 'signed-out', data: {} });
    expect(await next()).toBeNull();
  });

  it('tells only the changed user: another user’s stream stays quiet', async () => {
    const watched = await signUp();
    const other = await signUp();
    const stream = await open(watched.cookie);
    expect(await stream.next()).toMatchObject({ event: 'user' });
    await getDb().update(users).set({ name: 'Someone Else' }).where(eq(users.id, other.id));
    await getDb().update(users).set({ name: 'Renamed Shopper' }).where(eq(users.id, watched.id));
    expect(await stream.next()).toEqual({
      event: 'user',
      data: expect.objectContaining({ id: watched.id, name: 'Renamed Shopper' }),
    });
    stream.abort.abort();
  });

  it('drops its subscription when the client goes away', async () => {
    const { cookie, id } = await signUp();
    const { next, abort } = await open(cookie);
    expect(await next()).toMatchObject({ event: 'user' });
    expect(getRealtime().listenerCount(`user:${id}`)).toBe(1);
    abort.abort();
    await vi.waitFor(() => expect(getRealtime().listenerCount(`user:${id}`)).toBe(0));
  });
});
