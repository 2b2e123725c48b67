// The owner's backups on the Settings page, as a browser shows them: "Back up now", the last backup's time and size,
// and a download that is the whole shop in one file (its manifest first, the orders' table inside).
import fs from 'node:fs';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { expectAccessible, MESSAGES } from './checks';
import { expect, test } from './fixtures';

/** The names of the entries in a gzip'd tar, in order. */
async function entries(file: string): Promise<string[]> {
  const names: string[] = [];
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    names.push(header.name);
    stream.on('end', next).resume();
  });
  await new Promise<void>((resolve, reject) => {
    extract.on('finish', () => resolve()).on('error', reject);
    fs.createReadStream(file).pipe(createGunzip()).on('error', reject).pipe(extract);
  });
  return names;
}

test('Settings: the owner backs the shop up now, sees it listed in both languages and downloads it', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  const b = MESSAGES.en.adminSettings.backups;
  await loginAs('admin');
  await page.goto('/en/admin/settings');
  await page.getByRole('button', { name: b.backUpNow }).click();
  await expect(page.getByText(b.done)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('last-backup')).toHaveText(/^Last backup: .+, [\d.]+ [kM]B\.$/);
  await expectAccessible(page, 'backups');

  const link = page.getByTestId('backups').getByRole('link').first();
  await expect(link).toHaveText(/^\s*wishah-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const names = await entries(await download.path());
  expect(names[0]).toBe('manifest.json');
  expect(names).toContain('db/public.orders.copy');
  expect(names.some((name) => name.startsWith('uploads/'))).toBe(true);

  // The Arabic page writes the same backup in its own digits, right to left.
  await page.goto('/ar/admin/settings');
  await expect(page.getByTestId('last-backup')).toHaveText(
    new RegExp(`^${MESSAGES.ar.adminSettings.backups.last.split(':')[0]}: [^0-9]+$`),
  );
  await expectAccessible(page, 'backups in Arabic');
});
