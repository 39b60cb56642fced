import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function BasicTablesPage() {
  return <PlaceholderPage />;
}
