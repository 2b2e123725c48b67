import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AnchorLink } from '@/components/links';
import { CategoryTiles } from '@/domains/catalog/components/category-tiles';
import { getCategories } from '@/domains/catalog/home-queries';
import { pageMetadata } from '@/domains/catalog/seo';
import { pageLocale } from '@/i18n/page-locale';
import { formatNumber } from '@/lib/money';

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
    <Container size="xl" py="lg">
      <Title order={1} fz={{ base: 26, md: 34 }} mb="lg">
        {t('categories')}
      </Title>
      {categories.length === 0 ? (
        <Text c="dimmed">{t('noCategories')}</Text>
      ) : (
        <Stack gap="xl">
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
                <Group justify="space-between" mb="xs">
                  <Title order={2} fz="lg" id={`category-${c.id}`}>
                    {c.name}
                  </Title>
                  <AnchorLink href={`/categories/${c.slug}`} size="sm">
                    {t('shopAll', { name: c.name })}
                  </AnchorLink>
                </Group>
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
        </Stack>
      )}
    </Container>
  );
}
