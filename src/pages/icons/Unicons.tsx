import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function UniconsPage() {
  return <PlaceholderPage />;
}
