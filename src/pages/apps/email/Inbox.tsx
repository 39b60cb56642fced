import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function InboxPage() {
  return <PlaceholderPage titleKey="pages.apps.emailInbox" sectionKey="pages.sections.apps" />;
}
