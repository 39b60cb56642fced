import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function RegisterPage() {
  return <PlaceholderPage titleKey="auth.register.title" />;
}
