import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function AdvancedFormsPage() {
  return <PlaceholderPage />;
}
