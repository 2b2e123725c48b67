import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, isAdminRouteActive, literalAdminPath } from './routes';

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
