import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ValidationPage() {
  return <PlaceholderPage titleKey="pages.forms.validation" sectionKey="pages.sections.forms" />;
}
