import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function VectorMapsPage() {
  return <PlaceholderPage />;
}
