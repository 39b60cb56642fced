import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ComposePage() {
  return <PlaceholderPage />;
}
