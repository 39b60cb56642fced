import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function UniconsPage() {
  return <PlaceholderPage titleKey="pages.icons.unicons" sectionKey="pages.sections.icons" />;
}
