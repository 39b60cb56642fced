import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ChatPage() {
  return <PlaceholderPage titleKey="pages.apps.chat" sectionKey="pages.sections.apps" />;
}
