import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function InvoicePage() {
  return (
    <PlaceholderPage titleKey="pages.pages.invoice" sectionKey="pages.sections.pagesSection" />
  );
}
