import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { listAdminProducts, parseAdminProductParams } from '@/domains/catalog/admin-queries';
import { ProductsTable } from '@/domains/catalog/components/admin/products-table';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { formatMoney, intlLocale } from '@/lib/money';

export const generateMetadata = adminMetadata('products');

export default async function ProductsPage({ params, searchParams }: PageProps<'/[locale]/admin/products'>) {
  const { locale } = await authorizeAdminPage(params, 'products');
  const query = parseAdminProductParams(await searchParams);
  const [data, settings] = await Promise.all([listAdminProducts(query, locale), getStoreSettings()]);
  // Formatted here, once, so the browser's time zone can never disagree with the server's render.
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: settings.timeZone,
  });
  const rows = data.rows.map(({ price, updatedAt, ...row }) => ({
    ...row,
    priceLabel: formatMoney(price, settings.currency, locale),
    updatedLabel: date.format(updatedAt),
    updatedIso: updatedAt.toISOString(),
  }));
  return (
    <AdminPage routeKey="products">
      <ProductsTable {...data} rows={rows} params={query} lowStockThreshold={settings.lowStockThreshold} />
    </AdminPage>
  );
}
