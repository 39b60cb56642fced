import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function GoogleMapsPage() {
  return <PlaceholderPage />;
}
