import { adminMetadata } from '@/domains/admin/guard';
import { ContentEditorPage } from '../../_components/content-editor-page';

export const generateMetadata = adminMetadata('aboutus');

export default function AboutusPage({ params }: PageProps<'/[locale]/admin/storesetting/aboutus'>) {
  return <ContentEditorPage params={params} routeKey="aboutus" pageKey="about" />;
}
