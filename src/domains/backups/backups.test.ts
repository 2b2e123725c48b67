// The owner's backups: "Back up now" and the download are an admin's only, the newest BACKUP_KEEP are kept, and the
// nightly backup follows the store's time zone.
import fs from 'node:fs/promises';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { NextIntlClientProvider } from 'next-intl';
import { Client } from 'pg';
import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { messageFormats } from '@/i18n/formats';
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';
import { signUpTestAdmin, signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';
import { serverActionsOf } from '../../../tests/setup/server-actions';
import { DEFAULT_GENERAL_SETTINGS } from '../store-settings/storefront-schemas';
import { BackupsSection } from './components/admin/backups-section';
import { formatSize } from './format';

// Read once by the settings module, before anything imports it.
vi.hoisted(() => {
  process.env.BACKUP_KEEP = '2';
});
// The section's button refreshes the page through the router; here it is only drawn.
vi.mock('@/i18n/navigation', () => ({ redirect: vi.fn(), useRouter: () => ({ refresh: vi.fn() }) }));

const actions = await import('./actions');
const { backUpNowAction } = actions;
const { listBackups } = await import('./queries');
const { backupTickJob, nightlyBackupJob, scheduleNightlyBackup } = await import('./schedule');
const { saveGeneralSettingsAction } = await import('@/domains/store-settings/actions');
const { getJobs } = await import('@/lib/jobs');
const { GET } = await import('@/app/api/admin/backups/[name]/route');

const folder = () => path.join(process.env.DATA_DIR as string, 'backups');
const admin = (await signUpTestAdmin('backups-owner@wishah.test')).cookie;
const shopper = (await signUpTestUser('backups-shopper@wishah.test')).cookie;

const download = (name: string) =>
  GET(new Request(`http://localhost:3000/api/admin/backups/${encodeURIComponent(name)}`), {
    params: Promise.resolve({ name }),
  });

describe('backing up from the Settings page', () => {
  it('refuses a guest and a shopper, writing nothing', async () => {
    for (const cookie of ['', shopper]) {
      testRequest.cookie = cookie;
      for (const [name, action] of serverActionsOf(actions)) {
        expect(await action({}), name).toEqual({ ok: false, error: 'errors.forbiddenText' });
      }
    }
    expect(await listBackups()).toEqual([]);
    await expect(fs.readdir(folder())).rejects.toThrow();
  });

  it('takes a backup for an admin, lists it, and keeps only the newest BACKUP_KEEP; other files stay', async () => {
    await fs.mkdir(folder(), { recursive: true });
    for (const old of ['wishah-2020-01-01T030000Z.tar.gz', 'wishah-2020-01-02T030000Z.tar.gz']) {
      await fs.writeFile(path.join(folder(), old), 'an old backup');
    }
    await fs.writeFile(path.join(folder(), 'notes.txt'), 'the owner keeps this');

    testRequest.cookie = admin;
    const result = await backUpNowAction({});
    if (!result.ok) throw new Error(result.error);
    const { name, size } = result.data;
    expect(size).toBe((await fs.stat(path.join(folder(), name))).size);
    expect((await listBackups()).map((b) => [b.name, b.size])).toEqual([
      [name, size],
      ['wishah-2020-01-02T030000Z.tar.gz', 13],
    ]);
    // Nothing else is left behind either (the archive's work folder, a partial file).
    expect((await fs.readdir(folder())).sort()).toEqual(
      ['notes.txt', 'wishah-2020-01-02T030000Z.tar.gz', name].sort(),
    );
  });

  it('refuses a second backup while one is being taken', async () => {
    const other = new Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    await other.query('select pg_advisory_lock(727274018)');
    testRequest.cookie = admin;
    expect(await backUpNowAction({})).toEqual({ ok: false, error: 'adminSettings.backups.busy' });
    await other.end();
  });
});

describe('downloading a backup', () => {
  it('streams a kept backup to an admin only, and finds nothing by any other name', async () => {
    const [kept] = await listBackups();
    if (!kept) throw new Error('no backup');
    testRequest.cookie = '';
    expect((await download(kept.name)).status).toBe(401);
    testRequest.cookie = shopper;
    expect((await download(kept.name)).status).toBe(403);

    testRequest.cookie = admin;
    const response = await download(kept.name);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${kept.name}"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(
      await fs.readFile(path.join(folder(), kept.name)),
    );

    await fs.writeFile(path.join(process.env.DATA_DIR as string, 'auth-secret'), 'secret');
    for (const name of [
      '../auth-secret',
      '..%2Fauth-secret',
      'notes.txt',
      'wishah-2019-01-01T030000Z.tar.gz',
      `../backups/${kept.name}`,
    ]) {
      expect((await download(name)).status, name).toBe(404);
    }
  });
});

describe('the nightly backup', () => {
  it("runs at 03:00 in the store's time zone, and follows it when the owner changes it", async () => {
    // An older release scheduled the backup itself: the hourly tick takes its place.
    await getJobs().schedule(nightlyBackupJob, '0 3 * * *', 'Asia/Kuwait', {});
    await scheduleNightlyBackup();
    expect(await getJobs().scheduleOf(nightlyBackupJob)).toBeNull();
    expect(await getJobs().scheduleOf(backupTickJob)).toEqual({ cron: '0 * * * *', timeZone: 'UTC' });
    const queuedAt = async (iso: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(new Date(iso));
        const before = (await getJobs().find(nightlyBackupJob)).length;
        await backupTickJob.run({});
        return (await getJobs().find(nightlyBackupJob)).length - before;
      } finally {
        vi.useRealTimers();
      }
    };
    testRequest.cookie = admin;
    for (const [timeZone, threeAm, otherHour] of [
      ['Asia/Riyadh', '2026-03-01T00:00:00Z', '2026-03-01T03:00:00Z'],
      ['America/New_York', '2026-03-02T08:00:00Z', '2026-03-02T03:00:00Z'],
      // Half an hour off UTC: the tick on the hour is 03:30 there.
      ['Asia/Tehran', '2026-03-04T00:00:00Z', '2026-03-04T01:00:00Z'],
    ] as const) {
      const saved = await saveGeneralSettingsAction({ ...DEFAULT_GENERAL_SETTINGS, timeZone });
      expect(saved).toMatchObject({ ok: true });
      expect(await queuedAt(otherHour), `${timeZone} at ${otherHour}`).toBe(0);
      expect(await queuedAt(threeAm), `${timeZone} at ${threeAm}`).toBe(1);
      // Another instance's tick of the same hour queues nothing more.
      expect(await queuedAt(threeAm), `${timeZone} again`).toBe(0);
    }
    await saveGeneralSettingsAction(DEFAULT_GENERAL_SETTINGS);
  });

  it('takes a backup when it runs', async () => {
    const before = (await listBackups())[0]?.name;
    // Backups are named by the second they were taken in.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await nightlyBackupJob.run({});
    const [newest] = await listBackups();
    expect(newest?.name).not.toBe(before);
    expect(newest?.name).toMatch(/^wishah-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz$/);
  });
});

describe('sizes on the page', () => {
  it('are written in the page language and digits', () => {
    expect(formatSize(512, 'en')).toBe('512 byte');
    expect(formatSize(3_250_000, 'en')).toBe('3.3 MB');
    expect(formatSize(48_000_000, 'en')).toBe('48 MB');
    expect(formatSize(3_250_000, 'ar')).toMatch(/^٣٫٣ /);
  });
});

describe('the Backups section of the Settings page', () => {
  const draw = (locale: 'en' | 'ar', backups: ComponentProps<typeof BackupsSection>['backups']) => {
    const messages = locale === 'ar' ? ar : en;
    // Its children come as createElement's third argument.
    const intl = { locale, messages, formats: messageFormats(locale), timeZone: 'UTC' } as ComponentProps<
      typeof NextIntlClientProvider
    >;
    const section = createElement(BackupsSection, { backups, keep: 14, nightlyAt: '3:00 AM' });
    return renderToStaticMarkup(
      createElement(NextIntlClientProvider, intl, createElement(MantineProvider, null, section)),
    );
  };
  const row = {
    name: 'wishah-2026-11-28T030000Z.tar.gz',
    href: '/api/admin/backups/wishah-2026-11-28T030000Z.tar.gz',
    takenIso: '2026-11-28T03:00:00.000Z',
    takenLabel: 'Nov 28, 2026, 6:00 AM',
    sizeLabel: '3.3 MB',
  };

  it('shows the last backup, each kept one with its download, and how many are kept', () => {
    const html = draw('en', [row]);
    expect(html).toContain('Last backup: Nov 28, 2026, 6:00 AM, 3.3 MB.');
    expect(html).toContain('every night at 3:00 AM');
    expect(html).toContain('the last 14 copies are kept');
    expect(html).toContain(`href="${row.href}"`);
    expect(html).toContain('Back up now');
    expect(draw('ar', [row])).toContain('ويُحتفظ بآخر ١٤ نسخة');
  });

  it('says when there is none yet, and when they cannot be read', () => {
    expect(draw('en', [])).toContain('No backup yet.');
    expect(draw('en', [])).not.toContain('<table');
    expect(draw('ar', null)).toContain('تعذّرت قراءة النسخ الاحتياطية');
  });
});
