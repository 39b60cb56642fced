import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function LandingPage() {
  return <PlaceholderPage />;
}
