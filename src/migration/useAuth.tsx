import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/useTranslation';
import { useAuth } from '@/features/auth';

/** Legacy `useAuth()` code keeps its shape; the values come from the store. */
export function SignedInAs() {
  const { t } = useTranslation();
  const { user, isAuthenticated, logout } = useAuth();
  if (!isAuthenticated || !user) return null;
  return (
    <p>
      {user.name} ({user.role}){' '}
      <Button size="sm" variant="light" onClick={logout}>
        {t('auth.logout.title')}
      </Button>
    </p>
  );
}
