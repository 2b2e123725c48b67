import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, ADMIN_ROUTES, type AdminRouteKey, isAdminRouteActive, literalAdminPath } from './routes';

describe('admin paths spelled with a percent-encoded &', () => {
  it('lead to the spec spelling of every admin route that has one', () => {
    const withAmpersand = Object.values(ADMIN_ROUTES).filter((path) => path.includes('&'));
    expect(withAmpersand).toEqual([
      '/admin/storesetting/contact&footer',
      '/admin/storesetting/terms&privacy',
    ]);
    for (const locale of ['en', 'ar']) {
      for (const path of withAmpersand) {
        const encoded = `/${locale}${path.replace('&', '%26')}`;
        expect(literalAdminPath(encoded)).toBe(`/${locale}${path}`);
      }
    }
  });

  it('leave every other path alone', () => {
    expect(literalAdminPath('/en/admin/storesetting/contact&footer')).toBeNull();
    expect(literalAdminPath('/en/admin/storesetting/other%26page')).toBeNull();
    expect(literalAdminPath('/fr/admin/storesetting/contact%26footer')).toBeNull();
    expect(literalAdminPath('/en/products/%D9%88%D8%B4%D8%A7%D8%AD')).toBeNull();
    expect(literalAdminPath('/en/admin/%E0%A4%A')).toBeNull();
  });
});

describe('the highlighted sidebar entry', () => {
  it('stays on Orders on an order and its invoice, and on no other entry', () => {
    for (const path of ['/admin/orders', '/admin/orders/1042', '/admin/orders/1042/invoice']) {
      expect(isAdminRouteActive(path, 'orders'), path).toBe(true);
      expect(isAdminRouteActive(path, 'dashboard'), path).toBe(false);
      expect(isAdminRouteActive(path, 'products'), path).toBe(false);
    }
    expect(isAdminRouteActive('/admin/ordersx', 'orders')).toBe(false);
    expect(isAdminRouteActive('/admin/settings', 'settings')).toBe(true);
  });
});

describe('the sidebar', () => {
  // The sidebar's entries, and the admin's own (the profile) at its foot.
  const entries: AdminRouteKey[] = [
    ...ADMIN_NAV.flatMap((entry) => ('key' in entry ? [entry.key] : entry.children)),
    'profile',
  ];
  const highlighted = (path: string) => entries.filter((key) => isAdminRouteActive(path, key));

  it('has an entry for every admin page', () => {
    expect(new Set(entries)).toEqual(
      new Set(Object.keys(ADMIN_ROUTES)).difference(new Set(['privacyPolicy', 'termsConditions'])),
    );
  });

  it('highlights exactly one entry on every admin page and the pages below them', () => {
    const below = [
      '/admin/products/12',
      '/admin/products/new',
      '/admin/products/brands',
      '/admin/users/u1',
      '/admin/customers/g-0123abcd',
    ];
    for (const path of [...Object.values(ADMIN_ROUTES), ...below])
      expect(highlighted(path), path).toHaveLength(1);
    expect(highlighted('/admin/storesetting')).toEqual(['storesetting']);
    expect(highlighted('/admin/contactus')).toEqual(['contactus']);
    expect(highlighted('/admin/privacy-policy')).toEqual(['termsPrivacy']);
    expect(highlighted('/admin/terms-conditions')).toEqual(['termsPrivacy']);
    expect(highlighted('/admin/users/u1')).toEqual(['users']);
    expect(highlighted('/admin/privacy-policyx')).toEqual([]);
  });
});
