import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function KanbanPage() {
  return <PlaceholderPage />;
}
