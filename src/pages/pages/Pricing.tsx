import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function PricingPage() {
  return (
    <PlaceholderPage titleKey="pages.pages.pricing" sectionKey="pages.sections.pagesSection" />
  );
}
