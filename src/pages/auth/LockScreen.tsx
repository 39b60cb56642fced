import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function LockScreenPage() {
  return <PlaceholderPage titleKey="auth.lockScreen.title" />;
}
