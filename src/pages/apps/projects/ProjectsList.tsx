import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ProjectsListPage() {
  return <PlaceholderPage />;
}
