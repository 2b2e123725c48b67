import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { env } from '@/lib/env';
import { outboxDir } from '@/lib/mail';
import { createSellableVariant } from '../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea } from '../../../tests/factories/orders';
import { signUpTestAdmin } from '../../../tests/setup/auth-request';
import { outboxFiles, parseMail } from '../../../tests/setup/eml';
import { testRequest } from '../../../tests/setup/request';

// The store's public address comes from one place (publicOrigin): once the owner sets a custom domain, canonical
// URLs, JSON-LD, the sitemap, robots.txt and the order mail's link name it; cleared, they go back to APP_URL.

const { saveCustomDomainAction, checkCustomDomainAction } = await import('./actions');
const { publicOrigin } = await import('./queries');
const { absoluteUrl, breadcrumbJsonLd } = await import('@/domains/catalog/seo');
const { seedDemoPages } = await import('@/domains/content/seed');
const { placeOrderAction } = await import('@/domains/orders/actions');
const { orderMailJob } = await import('@/domains/orders/mail/queue');
const { default: sitemap } = await import('@/app/sitemap');
const { default: robots } = await import('@/app/robots');

const DOMAIN = 'shop.wishah-example.com';
let admin = '';

beforeAll(async () => {
  admin = (await signUpTestAdmin('domain-owner@wishah.test')).cookie;
  await seedDemoPages(getDb());
});

async function setDomain(customDomain: string) {
  testRequest.cookie = admin;
  expect(await saveCustomDomainAction({ customDomain })).toEqual({ ok: true, data: undefined });
}

/** The link in the mail of a freshly placed order. */
async function orderMailLink() {
  const area = await createDeliveryArea({ charge: 0 });
  const item = await createSellableVariant();
  testRequest.cookie = '';
  const placed = await placeOrderAction(checkoutFor([{ variantId: item.variantId, quantity: 1 }], area.id));
  if (!placed.ok) throw new Error(placed.error);
  const since = Date.now() - 1000;
  await orderMailJob.run({ number: placed.data.number, event: 'placed' });
  const mail = outboxFiles(outboxDir(), since)
    .map((file) => parseMail(fs.readFileSync(file, 'utf8')))
    .find((m) => m.html.includes(`/orders/${placed.data.number}?key=`));
  return mail?.html.match(/href="([^"]*\/orders\/\d+\?key=[^"]*)"/)?.[1];
}

async function expectOrigin(origin: string) {
  expect(await publicOrigin()).toBe(origin);
  // Canonical and hreflang: absolute URLs and the breadcrumb's items on the origin.
  expect(await absoluteUrl('/en/about')).toBe(`${origin}/en/about`);
  const crumbs = await breadcrumbJsonLd('ar', [{ name: 'Home', path: '/' }]);
  expect(crumbs.itemListElement[0]?.item).toBe(`${origin}/ar`);
  // The sitemap: every entry and alternate, the owner's pages with text among them.
  const entries = await sitemap();
  const urls = entries.flatMap((e) => [e.url, ...Object.values(e.alternates?.languages ?? {})]);
  expect(urls.every((url) => String(url).startsWith(`${origin}/`))).toBe(true);
  expect(entries.map((e) => e.url)).toEqual(
    expect.arrayContaining([`${origin}/en/about`, `${origin}/ar/privacy`, `${origin}/en/terms`]),
  );
  expect((await robots()).sitemap).toBe(`${origin}/sitemap.xml`);
  expect(await orderMailLink()).toMatch(
    new RegExp(`^${origin.replace(/[.:/]/g, '\\$&')}/en/orders/\\d+\\?key=`),
  );
}

describe('the public origin', () => {
  it('is APP_URL while no custom domain is set', async () => {
    await expectOrigin(env.APP_URL);
  });

  it('is the custom domain once set, everywhere the store names its address', async () => {
    await setDomain(` ${DOMAIN.toUpperCase()} `);
    await expectOrigin(`https://${DOMAIN}`);
  });

  it('goes back to APP_URL when the domain is cleared', async () => {
    await setDomain('');
    await expectOrigin(env.APP_URL);
  });
});

describe('the custom domain form', () => {
  it('answers field errors as message keys', async () => {
    testRequest.cookie = admin;
    expect(await saveCustomDomainAction({ customDomain: 'https://shop.example.com/' })).toMatchObject({
      ok: false,
      fieldErrors: { customDomain: 'validation.domainInvalid' },
    });
    expect(await checkCustomDomainAction({ customDomain: '  ' })).toMatchObject({
      ok: false,
      fieldErrors: { customDomain: 'validation.required' },
    });
  });

  it('checks a domain in DNS for the admin only', async () => {
    testRequest.cookie = admin;
    expect(await checkCustomDomainAction({ customDomain: 'nonexistent.invalid' })).toEqual({
      ok: true,
      data: { status: 'unresolved' },
    });
    testRequest.cookie = '';
    expect(await checkCustomDomainAction({ customDomain: 'nonexistent.invalid' })).toEqual({
      ok: false,
      error: 'errors.forbiddenText',
    });
  });
});
