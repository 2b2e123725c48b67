import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { storePages } from '@/db/schema/content';
import { TAGS } from '@/lib/cache-tags';
import { signUpTestAdmin, signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';
import { serverActionsOf } from '../../../tests/setup/server-actions';
import { PAGE_BODY_MAX, PAGE_KEYS, pageLanguages } from './schemas';

// The owner's pages are saved through a public endpoint: only an admin may write them, what is stored is
// sanitised, and a save expires only the page it changed.

const { updateTag, revalidateTag } = await import('next/cache');
const actions = await import('./actions');
const { getPage, readPage } = await import('./queries');
const { seedDemoPages } = await import('./seed');
const { pageText } = await import('./policies');

let shopper = '';
let admin = '';

const pagesState = async () => getDb().select().from(storePages).orderBy(storePages.key);

beforeAll(async () => {
  shopper = (await signUpTestUser('content-shopper@wishah.test')).cookie;
  admin = (await signUpTestAdmin('content-owner@wishah.test')).cookie;
});

beforeEach(() => {
  vi.mocked(updateTag).mockClear();
  vi.mocked(revalidateTag).mockClear();
});

const exported = serverActionsOf(actions);

// The payloads of lib/rich-text.test.ts and the catalogue's description tests.
const XSS = [
  '<p>Silk</p><script>alert(1)</script><style>p{color:red}</style>',
  '<iframe src="https://evil.test"></iframe>',
  '<SCRIPT SRC=//evil.test/x.js></SCRIPT>',
  '<p onclick="steal()" onmouseover="x()">Soft</p>',
  '<strong style="background:url(javascript:x)">Bold</strong>',
  '<img src=x onerror=alert(1)><svg onload=alert(1)></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
].join('');

const expectInert = (html: string) => {
  expect(html).not.toMatch(/<script|<iframe|<svg|<img|<style/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:|data:/i);
  expect(html).not.toMatch(/style=/i);
};

describe('page server actions', () => {
  it('are all covered here', () => {
    expect(exported.map(([name]) => name).sort()).toEqual(['savePageAction']);
  });

  describe.each([
    ['a guest', () => ''],
    ['a signed-in shopper', () => shopper],
  ])('called by %s', (_who, cookie) => {
    it.each(exported.flatMap(([name]) => PAGE_KEYS.map((key) => [name, key] as const)))(
      '%s (%s) is refused and changes nothing',
      async (name, key) => {
        const action = exported.find(([n]) => n === name)?.[1];
        if (!action) throw new Error(`no action ${name}`);
        testRequest.cookie = cookie();
        const before = await pagesState();
        expect(
          await action({ key, bodyEn: '<p>Taken over</p>', bodyAr: '<p>استيلاء</p>', image: null }),
        ).toEqual({
          ok: false,
          error: 'errors.forbiddenText',
        });
        expect(await pagesState()).toEqual(before);
        expect(updateTag).not.toHaveBeenCalled();
        expect(revalidateTag).not.toHaveBeenCalled();
      },
    );
  });
});

describe('saving a page', () => {
  it.each(PAGE_KEYS)('saves and reads %s in both languages, expiring only that page', async (key) => {
    testRequest.cookie = admin;
    const input = {
      key,
      bodyEn: `<h2>${key}</h2><p>Made <strong>slowly</strong>.</p>`,
      bodyAr: `<h2>${key}</h2><p>صُنع <strong>بتأنٍّ</strong>.</p>`,
      image: key === 'about' ? 'pages/0123456789abcdef' : null,
    };
    expect(await actions.savePageAction(input)).toEqual({ ok: true, data: undefined });
    const page = await readPage(key);
    expect(page).toMatchObject({ key, bodyEn: input.bodyEn, bodyAr: input.bodyAr, image: input.image });
    expect(page.updatedAt).toEqual(expect.any(String));
    expect(await getPage(key)).toEqual(page);
    expect(vi.mocked(updateTag).mock.calls).toEqual([[TAGS.content(key)]]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('stores the XSS payloads inert: no scripts, event handlers or javascript: links', async () => {
    testRequest.cookie = admin;
    expect(await actions.savePageAction({ key: 'terms', bodyEn: XSS, bodyAr: XSS })).toMatchObject({
      ok: true,
    });
    const page = await readPage('terms');
    expectInert(page.bodyEn);
    expectInert(page.bodyAr);
    // The text around the payloads stays.
    expect(page.bodyEn).toContain('<p>Silk</p>');
    expect(page.bodyEn).toContain('click');
  });

  it('keeps either language empty, and clears a page', async () => {
    testRequest.cookie = admin;
    await actions.savePageAction({ key: 'privacy', bodyEn: '<p>Only English</p>', bodyAr: '<p></p>' });
    const english = await readPage('privacy');
    expect(pageLanguages(english)).toBe('en');
    // The Arabic store shows the English text, marked as English.
    expect(pageText(english, 'ar')).toEqual({ locale: 'en', html: '<p>Only English</p>' });
    await actions.savePageAction({ key: 'privacy', bodyEn: '', bodyAr: '' });
    const empty = await readPage('privacy');
    expect(pageLanguages(empty)).toBe('empty');
    expect(pageText(empty, 'en')).toBeNull();
  });

  it('answers field errors, as message keys, and changes nothing', async () => {
    testRequest.cookie = admin;
    const before = await pagesState();
    expect(
      await actions.savePageAction({ key: 'about', bodyEn: 'x'.repeat(PAGE_BODY_MAX + 1), bodyAr: '' }),
    ).toEqual({
      ok: false,
      error: 'validation.fixFields',
      fieldErrors: { bodyEn: 'validation.tooLong?max=60000' },
    });
    expect(
      await actions.savePageAction({
        key: 'privacy',
        bodyEn: '',
        bodyAr: '',
        image: 'pages/0123456789abcdef',
      }),
    ).toMatchObject({ ok: false, fieldErrors: { image: 'validation.invalid' } });
    expect(
      await actions.savePageAction({ key: 'about', bodyEn: '', bodyAr: '', image: '../../etc/passwd' }),
    ).toMatchObject({ ok: false, fieldErrors: { image: 'validation.invalid' } });
    expect(
      await actions.savePageAction({ key: 'shipping' as 'about', bodyEn: '', bodyAr: '' }),
    ).toMatchObject({ ok: false, fieldErrors: { key: 'validation.invalid' } });
    expect(await pagesState()).toEqual(before);
    expect(updateTag).not.toHaveBeenCalled();
  });
});

describe('the demo pages', () => {
  it('fill in the pages that are missing, in both languages, and never overwrite a saved one', async () => {
    await getDb().delete(storePages);
    testRequest.cookie = admin;
    await actions.savePageAction({ key: 'about', bodyEn: '<p>Our own story</p>', bodyAr: '' });
    await seedDemoPages(getDb());
    await seedDemoPages(getDb());
    expect((await readPage('about')).bodyEn).toBe('<p>Our own story</p>');
    for (const key of ['privacy', 'terms'] as const) {
      const page = await readPage(key);
      expect(pageLanguages(page)).toBe('both');
      expectInert(page.bodyEn);
    }
    expect(await pagesState()).toHaveLength(3);
  });
});
