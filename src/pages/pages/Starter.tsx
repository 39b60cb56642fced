import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function StarterPage() {
  return (
    <PlaceholderPage titleKey="pages.pages.starter" sectionKey="pages.sections.pagesSection" />
  );
}
