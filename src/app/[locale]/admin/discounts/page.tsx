import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { getProductFormChoices, listProductChoices } from '@/domains/catalog/admin-queries';
import { DiscountsAdmin } from '@/domains/discounts/components/admin/discounts-admin';
import { listDiscounts } from '@/domains/discounts/queries';
import { readOrderDisplay, readSellingSettings } from '@/domains/store-settings/queries';

export const generateMetadata = adminMetadata('discounts');

/** The owner's discount codes and automatic discounts: the list, and the form that creates or edits one. */
export default async function DiscountsPage({ params }: PageProps<'/[locale]/admin/discounts'>) {
  await authorizeAdminPage(params, 'discounts');
  const [{ timeZone }, { currency }, choices, products] = await Promise.all([
    readOrderDisplay(),
    readSellingSettings(),
    getProductFormChoices(),
    listProductChoices(),
  ]);
  const discounts = await listDiscounts(timeZone);
  return (
    <AdminPage routeKey="discounts">
      <DiscountsAdmin
        discounts={discounts}
        now={new Date().toISOString()}
        currency={currency}
        timeZone={timeZone}
        choices={{ products, categories: choices.categories, brands: choices.brands }}
      />
    </AdminPage>
  );
}
