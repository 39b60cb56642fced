import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function BasicTablesPage() {
  return <PlaceholderPage titleKey="pages.tables.basic" sectionKey="pages.sections.tables" />;
}
