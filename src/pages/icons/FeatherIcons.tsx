import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function FeatherIconsPage() {
  return <PlaceholderPage titleKey="pages.icons.feather" sectionKey="pages.sections.icons" />;
}
