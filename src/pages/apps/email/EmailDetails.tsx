import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function EmailDetailsPage() {
  return <PlaceholderPage titleKey="pages.apps.emailDetails" sectionKey="pages.sections.apps" />;
}
