import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { getProductFormChoices } from '@/domains/catalog/admin-queries';
import { HomepageForm } from '@/domains/store-settings/components/admin/homepage-form';
import { readSettingsForms } from '@/domains/store-settings/queries';

export const generateMetadata = adminMetadata('homepage');

export default async function HomepagePage({ params }: PageProps<'/[locale]/admin/storesetting/homepage'>) {
  const { locale } = await authorizeAdminPage(params, 'homepage');
  const [{ homepage }, choices] = await Promise.all([readSettingsForms(), getProductFormChoices()]);
  const name = (c: { nameEn: string; nameAr: string }) => (locale === 'ar' ? c.nameAr : c.nameEn);
  const byId = new Map(choices.categories.map((c) => [c.id, c]));
  const categories = choices.categories.map((c) => {
    const parent = c.parentId ? byId.get(c.parentId) : undefined;
    return { value: String(c.id), label: parent ? `${name(parent)} › ${name(c)}` : name(c) };
  });
  return (
    <AdminPage routeKey="homepage">
      <HomepageForm key={JSON.stringify(homepage)} initial={homepage} categories={categories} />
    </AdminPage>
  );
}
