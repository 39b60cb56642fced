import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function BootstrapIconsPage() {
  return <PlaceholderPage />;
}
