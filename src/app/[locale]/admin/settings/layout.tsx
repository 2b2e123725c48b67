import { SettingsModals } from '@/domains/store-settings/components/admin/settings-modals';
import { pageLocale } from '@/i18n/page-locale';

export default async function SettingsLayout({ children, params }: LayoutProps<'/[locale]/admin/settings'>) {
  await pageLocale(params);
  return <SettingsModals>{children}</SettingsModals>;
}
