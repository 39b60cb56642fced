import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ProjectDetailsPage() {
  return <PlaceholderPage />;
}
