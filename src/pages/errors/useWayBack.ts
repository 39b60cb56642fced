import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { pagePath } from '@/config/pages';
import { selectIsAuthenticated } from '@/features/auth';

/** Signed out, the error pages also offer the sign-in page (Home would send there anyway). */
export function useSignInWayBack(): { label: string; path: string } | undefined {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsAuthenticated);
  return signedIn ? undefined : { label: t('errorPages.signIn'), path: pagePath('auth-login') };
}
