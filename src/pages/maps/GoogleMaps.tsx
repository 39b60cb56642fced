import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function GoogleMapsPage() {
  return <PlaceholderPage titleKey="pages.maps.google" sectionKey="pages.sections.maps" />;
}
