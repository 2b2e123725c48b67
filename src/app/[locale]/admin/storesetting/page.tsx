import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { CardLink } from '@/components/links';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { ADMIN_NAV, ADMIN_ROUTES } from '@/domains/admin/routes';
import { readPage } from '@/domains/content/queries';
import { pageLanguages } from '@/domains/content/schemas';
import { type OverviewFact, settingsOverview } from '@/domains/store-settings/overview';
import { readPaymentOptions, readSettingsForms, readStoreSettings } from '@/domains/store-settings/queries';

export const generateMetadata = adminMetadata('storesetting');

const LANGUAGE_STATE = { both: 'textBoth', en: 'textEn', ar: 'textAr', empty: 'textNone' } as const;

export default async function StoreSettingPage({ params }: PageProps<'/[locale]/admin/storesetting'>) {
  const { locale } = await authorizeAdminPage(params, 'storesetting');
  const t = await getTranslations('admin');
  const to = await getTranslations('adminStore.overview');
  const group = ADMIN_NAV.find((entry) => 'group' in entry && entry.group === 'storesetting');
  // The group's pages, but this overview itself.
  const keys = (group && 'children' in group ? group.children : []).filter((key) => key !== 'storesetting');
  // Read fresh: the owner comes here to see what is true now.
  const [settings, forms, payments, about, privacy, terms] = await Promise.all([
    readStoreSettings(),
    readSettingsForms(),
    readPaymentOptions(),
    readPage('about'),
    readPage('privacy'),
    readPage('terms'),
  ]);
  // Each long text's languages, as "About us: English only".
  const state = (page: typeof about) => to(LANGUAGE_STATE[pageLanguages(page)]);
  const facts: Partial<Record<string, OverviewFact[]>> = {
    ...settingsOverview(settings, forms.homepage, payments, locale),
    aboutus: [{ key: 'about', values: { state: state(about) } }],
    termsPrivacy: [
      { key: 'privacy', values: { state: state(privacy) } },
      { key: 'terms', values: { state: state(terms) } },
    ],
  };
  return (
    <AdminPage routeKey="storesetting">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {keys.map((key) => (
          <CardLink
            key={key}
            withBorder
            padding="lg"
            href={ADMIN_ROUTES[key]}
            data-testid={`overview-${key}`}
          >
            <Stack gap={6}>
              <Text fw={600}>{t(`nav.${key}`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`descriptions.${key}`)}
              </Text>
              {key === 'logoAndColors' && (
                <Group gap={6} aria-hidden>
                  {[settings.primaryColor, settings.secondaryColor].map((color) => (
                    <span
                      key={color}
                      style={{
                        width: 20,
                        height: 20,
                        borderRadius: 4,
                        background: color,
                        display: 'inline-block',
                      }}
                    />
                  ))}
                </Group>
              )}
              {facts[key]?.map((fact) => (
                <Text size="sm" key={fact.key}>
                  {to(fact.key as Parameters<typeof to>[0], fact.values)}
                </Text>
              ))}
            </Stack>
          </CardLink>
        ))}
      </SimpleGrid>
    </AdminPage>
  );
}
