import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function EditorsPage() {
  return <PlaceholderPage />;
}
