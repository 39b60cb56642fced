import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function FileManagerPage() {
  return <PlaceholderPage titleKey="pages.apps.fileManager" sectionKey="pages.sections.apps" />;
}
