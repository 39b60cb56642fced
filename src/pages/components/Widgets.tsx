import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function WidgetsPage() {
  return <PlaceholderPage />;
}
