import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ChartsPage() {
  return <PlaceholderPage />;
}
