import { useTranslation } from '@/i18n/useTranslation';
import { StaticAlert } from '@/components/StaticAlert';
import type { AppError } from '@/services/errors';

/**
 * A failure in the user's language: known codes have their own key; otherwise the
 * service's own message; with no message at all the request's fallback text.
 */
export function AuthErrorAlert({ error }: { error: AppError | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <StaticAlert variant="danger" className="py-2">
      {error.message || t(error.messageKey)}
    </StaticAlert>
  );
}
