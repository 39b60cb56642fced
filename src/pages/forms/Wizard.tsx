import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function WizardPage() {
  return <PlaceholderPage titleKey="pages.forms.wizard" sectionKey="pages.sections.forms" />;
}
