import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function WizardPage() {
  return <PlaceholderPage />;
}
