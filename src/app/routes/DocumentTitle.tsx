import { useEffect } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { usePage } from '@/components/usePage';

/** Keeps the tab's title on the current page, in the current language: "Calendar · Shreyu". */
export function DocumentTitle() {
  const { t } = useTranslation();
  const page = usePage();
  const app = t('common.appName');
  const title = page ? `${t(page.titleKey)} · ${app}` : app;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
