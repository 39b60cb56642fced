import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function UIElementsPage() {
  return <PlaceholderPage />;
}
