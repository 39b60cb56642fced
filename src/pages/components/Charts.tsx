import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ChartsPage() {
  return (
    <PlaceholderPage titleKey="pages.components.charts" sectionKey="pages.sections.components" />
  );
}
