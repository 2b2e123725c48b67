import { adminMetadata } from '@/domains/admin/guard';
import { ContentEditorPage } from '../_components/content-editor-page';

export const generateMetadata = adminMetadata('termsConditions');

export default function TermsConditionsPage({ params }: PageProps<'/[locale]/admin/terms-conditions'>) {
  return <ContentEditorPage params={params} routeKey="termsConditions" pageKey="terms" />;
}
