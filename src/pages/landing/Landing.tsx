import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function LandingPage() {
  return (
    <PlaceholderPage titleKey="pages.other.landing" sectionKey="pages.sections.pagesSection" />
  );
}
