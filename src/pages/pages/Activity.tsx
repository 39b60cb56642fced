import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ActivityPage() {
  return <PlaceholderPage />;
}
