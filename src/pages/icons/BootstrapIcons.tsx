import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function BootstrapIconsPage() {
  return <PlaceholderPage titleKey="pages.icons.bootstrap" sectionKey="pages.sections.icons" />;
}
