import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import controls from '@/components/controls.module.css';
import frame from '@/components/page.module.css';
import { CategoryTiles } from '@/domains/catalog/components/category-tiles';
import { getCategories } from '@/domains/catalog/home-queries';
import { pageMetadata } from '@/domains/catalog/seo';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { formatNumber } from '@/lib/money';
import classes from './categories.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/categories'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'catalog' });
  return pageMetadata({
    locale,
    title: t('categories'),
    description: t('categoriesDescription'),
    paths: { en: '/categories', ar: '/categories' },
  });
}

export default async function CategoriesPage({ params }: PageProps<'/[locale]/categories'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('catalog');
  const th = await getTranslations('home');
  const categories = await getCategories(locale);
  return (
    <div className={frame.page}>
      <div className={classes.head}>
        <h1 className={frame.title}>{t('categories')}</h1>
      </div>
      {categories.length === 0 ? (
        <p className={classes.empty}>{t('noCategories')}</p>
      ) : (
        <div className={classes.sections}>
          <CategoryTiles
            tiles={categories.map((c) => ({
              id: c.id,
              href: `/categories/${c.slug}`,
              name: c.name,
              image: c.image,
              note: th('productCount', { count: c.productCount, n: formatNumber(c.productCount, locale) }),
            }))}
          />
          {categories
            .filter((c) => c.subCategories.length)
            .map((c) => (
              <section key={c.id} aria-labelledby={`category-${c.id}`}>
                <div className={classes.sectionHead}>
                  <h2 className={classes.sectionTitle} id={`category-${c.id}`}>
                    {c.name}
                  </h2>
                  <Link href={`/categories/${c.slug}`} className={`${controls.anchor} mantine-focus-auto`}>
                    {t('shopAll', { name: c.name })}
                  </Link>
                </div>
                <CategoryTiles
                  tiles={c.subCategories.map((s) => ({
                    id: s.id,
                    href: `/categories/${c.slug}/${s.slug}`,
                    name: s.name,
                    image: s.image,
                  }))}
                />
              </section>
            ))}
        </div>
      )}
    </div>
  );
}
