import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ValidationPage() {
  return <PlaceholderPage />;
}
