import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function BasicFormsPage() {
  return <PlaceholderPage titleKey="pages.forms.basic" sectionKey="pages.sections.forms" />;
}
