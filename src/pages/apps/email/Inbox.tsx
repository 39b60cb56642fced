import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function InboxPage() {
  return <PlaceholderPage />;
}
