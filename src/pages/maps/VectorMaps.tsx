import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function VectorMapsPage() {
  return <PlaceholderPage titleKey="pages.maps.vector" sectionKey="pages.sections.maps" />;
}
