import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function AnalyticsPage() {
  return <PlaceholderPage />;
}
