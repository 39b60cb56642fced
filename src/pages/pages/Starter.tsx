import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function StarterPage() {
  return <PlaceholderPage />;
}
