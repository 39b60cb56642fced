import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ChatPage() {
  return <PlaceholderPage />;
}
