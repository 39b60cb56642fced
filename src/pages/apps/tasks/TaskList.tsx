import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function TaskListPage() {
  return <PlaceholderPage />;
}
