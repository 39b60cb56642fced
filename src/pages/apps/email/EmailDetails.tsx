import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function EmailDetailsPage() {
  return <PlaceholderPage />;
}
