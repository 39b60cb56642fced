import { useTranslation } from '@/i18n/useTranslation';
import { useAppSelector } from '@/app/hooks';
import { pagePath } from '@/config/pages';
import { selectShownUser } from '@/features/auth';

/**
 * Signed out, the error pages also offer the sign-in page (Home would send there anyway).
 * A stored session still being checked counts as signed in: the page draws before the check.
 */
export function useSignInWayBack(): { label: string; path: string } | undefined {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectShownUser) !== null;
  return signedIn ? undefined : { label: t('errorPages.signIn'), path: pagePath('auth-login') };
}
