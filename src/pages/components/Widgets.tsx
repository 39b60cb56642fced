import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function WidgetsPage() {
  return (
    <PlaceholderPage titleKey="pages.components.widgets" sectionKey="pages.sections.components" />
  );
}
