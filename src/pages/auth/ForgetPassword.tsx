import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ForgetPasswordPage() {
  return <PlaceholderPage titleKey="auth.forgetPassword.title" />;
}
