import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function LogoutPage() {
  return <PlaceholderPage titleKey="auth.logout.title" />;
}
