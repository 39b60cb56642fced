import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function AdvancedTablesPage() {
  return <PlaceholderPage />;
}
