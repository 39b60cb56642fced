import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function FeatherIconsPage() {
  return <PlaceholderPage />;
}
