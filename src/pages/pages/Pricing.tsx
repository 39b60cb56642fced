import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function PricingPage() {
  return <PlaceholderPage />;
}
