import { adminMetadata } from '@/domains/admin/guard';
import { ContentEditorPage } from '../_components/content-editor-page';

export const generateMetadata = adminMetadata('privacyPolicy');

export default function PrivacyPolicyPage({ params }: PageProps<'/[locale]/admin/privacy-policy'>) {
  return <ContentEditorPage params={params} routeKey="privacyPolicy" pageKey="privacy" />;
}
