import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ComposePage() {
  return <PlaceholderPage titleKey="pages.apps.emailCompose" sectionKey="pages.sections.apps" />;
}
