import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function FileManagerPage() {
  return <PlaceholderPage />;
}
