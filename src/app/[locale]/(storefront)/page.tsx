import { Badge, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { getTranslations } from 'next-intl/server';
import { ButtonLink, CardLink } from '@/components/links';
import { ProductGrid } from '@/domains/catalog/components/product-grid';
import { getCategories, getNewArrivals } from '@/domains/catalog/queries';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { pageLocale } from '@/i18n/page-locale';
import { formatNumber } from '@/lib/money';

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('home');
  const [settings, arrivals, categories] = await Promise.all([
    getStoreSettings(),
    getNewArrivals(locale, 8),
    getCategories(locale),
  ]);

  return (
    <>
      <Box
        py={{ base: 48, md: 96 }}
        style={{
          background: `linear-gradient(135deg, ${settings.primaryColor}, ${settings.secondaryColor})`,
          color: 'white',
        }}
      >
        <Container size="xl">
          <Stack gap="md" maw={620}>
            <Title order={1} fz={{ base: 32, md: 48 }}>
              {t('heroTitle')}
            </Title>
            <Text size="lg" opacity={0.9}>
              {t('heroSubtitle')}
            </Text>
            <Group>
              <ButtonLink
                href="/products"
                size="md"
                variant="white"
                rightSection={<IconArrowRight size={18} className="mirror-rtl" />}
              >
                {t('heroCta')}
              </ButtonLink>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="xl" py="xl">
        <Title order={2} mb="md">
          {t('newArrivals')}
        </Title>
        {arrivals.length ? (
          <ProductGrid products={arrivals} currency={settings.currency} locale={locale} />
        ) : (
          <Text c="dimmed">{t('empty')}</Text>
        )}
      </Container>

      {categories.length > 0 && (
        <Container size="xl" py="xl">
          <Title order={2} mb="md">
            {t('categories')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
            {categories.map((category) => (
              <CardLink key={category.id} href={`/categories/${category.slug}`} withBorder padding="md">
                <Text fw={600}>{category.name}</Text>
                <Badge variant="light" mt="xs">
                  {t('productCount', {
                    count: category.productCount,
                    n: formatNumber(category.productCount, locale),
                  })}
                </Badge>
              </CardLink>
            ))}
          </SimpleGrid>
        </Container>
      )}
    </>
  );
}
