import { useTranslation } from '@/i18n/useTranslation';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import type { AdminUserPatch } from '@/contract/admin';
import type { AccountChangeRequest } from '../adminSlice';

export type ChangeKind = 'promote' | 'demote' | 'disable' | 'enable';

/** What a patch does, in one word: the dialog's texts and the row's "saving" line follow it. */
export function changeKind(patch: AdminUserPatch): ChangeKind {
  if (patch.role !== undefined) return patch.role === 'Admin' ? 'promote' : 'demote';
  return patch.disabled ? 'disable' : 'enable';
}

/** The shared ConfirmDialog, naming the account and saying what will change for it. */
export function ChangeConfirmation({
  asked,
  show,
  onConfirm,
  onCancel,
}: {
  /** Kept while the dialog closes, so its text does not change as it fades out. */
  asked: AccountChangeRequest | null;
  show: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const kind = asked ? changeKind(asked.patch) : 'promote';
  const account = asked
    ? asked.user.name
      ? `${asked.user.name} (${asked.user.email})`
      : asked.user.email
    : '';
  return (
    <ConfirmDialog
      show={show && asked !== null}
      title={t(`admin.confirm.${kind}.title`)}
      confirmLabel={t(`admin.confirm.${kind}.confirm`)}
      variant={kind === 'promote' || kind === 'enable' ? 'primary' : 'danger'}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {/* Not react-i18next's Trans: it would join the first load of every page (its module is
          in the shared vendor chunk), for one bold name. */}
      <p className="fw-semibold text-break mb-2">{account}</p>
      <p className="mb-0">{t(`admin.confirm.${kind}.body`)}</p>
    </ConfirmDialog>
  );
}
