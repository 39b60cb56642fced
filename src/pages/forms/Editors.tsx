import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function EditorsPage() {
  return <PlaceholderPage titleKey="pages.forms.editors" sectionKey="pages.sections.forms" />;
}
