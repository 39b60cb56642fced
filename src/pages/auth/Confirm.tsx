import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ConfirmPage() {
  return <PlaceholderPage titleKey="auth.confirm.title" />;
}
