import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function InvoicePage() {
  return <PlaceholderPage />;
}
