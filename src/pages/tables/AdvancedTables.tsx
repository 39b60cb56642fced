import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function AdvancedTablesPage() {
  return <PlaceholderPage titleKey="pages.tables.advanced" sectionKey="pages.sections.tables" />;
}
