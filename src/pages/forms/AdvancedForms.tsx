import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function AdvancedFormsPage() {
  return <PlaceholderPage titleKey="pages.forms.advanced" sectionKey="pages.sections.forms" />;
}
