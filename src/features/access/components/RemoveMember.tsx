import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { removeMember } from '../requests';
import { selectRemovals, selectRemoved } from '../accessSlice';
import { accessError } from './accessText';

/**
 * "Remove from workspace" for one account of the users page, after a confirmation that says
 * what it does (every screen of theirs leaves the workspace at once; their records stay).
 */
export function RemoveMember({ uid, who }: { uid: string; who: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const removal = useAppSelector(selectRemovals)[uid];
  const removed = useAppSelector(selectRemoved)[uid];
  const [asking, setAsking] = useState(false);
  if (removed)
    return (
      <div role="status" className="small text-body-secondary">
        {t('access.remove.done')}
      </div>
    );
  return (
    <>
      {/* "Remove" shown, "from workspace (name)" read out: the row's actions keep one line. */}
      <Button
        size="sm"
        variant="light"
        disabled={removal?.status === 'saving'}
        onClick={() => setAsking(true)}
      >
        {t('access.remove.short')}
        <span className="visually-hidden">
          {' '}
          {t('access.remove.fromWorkspace')} ({who})
        </span>
      </Button>
      {removal?.status === 'failed' && removal.error && (
        <div role="alert" className="small text-danger-emphasis mt-1">
          {accessError(removal.error, t)}
        </div>
      )}
      <ConfirmDialog
        show={asking}
        title={t('access.remove.title', { who })}
        confirmLabel={t('access.remove.confirm')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          dispatch(removeMember.requested(uid));
        }}
      >
        {t('access.remove.question', { who })}
      </ConfirmDialog>
    </>
  );
}
