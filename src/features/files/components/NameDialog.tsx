import { useEffect } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppSelector } from '@/app/hooks';
import { NameDialog as SharedNameDialog } from '@/components/NameDialog';
import { describeError } from '@/lib/describeError';
import { checkName } from '@/contract/files';
import { selectNameError, selectNameStatus } from '../filesSlice';

/** Asks for a name (rename, new folder): the rules checked here first, the API's 422 beside the field. */
export function NameDialog({
  show,
  title,
  initial,
  siblings,
  onSubmit,
  onClose,
}: {
  show: boolean;
  title: string;
  initial: string;
  siblings: string[];
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const status = useAppSelector(selectNameStatus);
  const serverError = useAppSelector(selectNameError);

  // The opener dispatches `nameDialogOpened` first, so the last dialog's "done" never closes this one.
  useEffect(() => {
    if (show && status === 'saved') onClose();
  }, [show, status, onClose]);

  return (
    <SharedNameDialog
      show={show}
      title={title}
      label={t('files.name')}
      initial={initial}
      submitLabel={t('files.save')}
      check={(name) => {
        const rule = checkName(name, siblings);
        return rule ? t(`files.errors.${rule}`) : null;
      }}
      onSubmit={onSubmit}
      onClose={onClose}
      serverError={serverError ? (serverError.fields?.name ?? describeError(serverError, t)) : null}
      busy={status === 'saving'}
    />
  );
}
