import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function BasicFormsPage() {
  return <PlaceholderPage />;
}
