import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ActivityPage() {
  return (
    <PlaceholderPage titleKey="pages.pages.activity" sectionKey="pages.sections.pagesSection" />
  );
}
