import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function FileUploadPage() {
  return <PlaceholderPage titleKey="pages.forms.upload" sectionKey="pages.sections.forms" />;
}
