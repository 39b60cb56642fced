import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useAppDispatch } from '@/app/hooks';
import { useTranslation } from '@/i18n/useTranslation';
import { changedAt, changedBy } from '@/lib/changedBy';
import { updateTask } from '../requests';
import { taskConflictResolved } from '../tasksSlice';
import type { TaskConflict as Conflict } from '../versions';

/** The form's labels of the fields a change may hold. */
const FIELD_KEYS: Record<string, string> = {
  title: 'tasks.form.title',
  assignee: 'tasks.form.assignee',
  dueDate: 'tasks.form.dueDate',
  priority: 'tasks.form.priority',
  status: 'tasks.form.status',
  checklist: 'tasks.details.checklistName',
  description: 'tasks.form.description',
};

/**
 * Someone else changed the task before my change reached it (409). My change stays on screen
 * (nothing typed is lost); I choose: their task as it is now, or mine again on top of it.
 */
export function TaskConflict({ conflict }: { conflict: Conflict }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const who = changedBy(conflict.current) ?? t('tasks.conflict.someone');
  const at = changedAt(conflict.current);
  const when = at
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(at)
    : null;
  const fields = Object.keys(conflict.patch)
    .map((name) => (FIELD_KEYS[name] ? t(FIELD_KEYS[name]) : name))
    .join(', ');
  return (
    <Alert variant="warning" role="alert" aria-labelledby="task-conflict-title">
      <p id="task-conflict-title" className="fw-semibold mb-1">
        {when ? t('tasks.conflict.changedAt', { who, when }) : t('tasks.conflict.changed', { who })}
      </p>
      <p className="mb-2">{t('tasks.conflict.mine', { fields })}</p>
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant="light" onClick={() => dispatch(taskConflictResolved('theirs'))}>
          {t('tasks.conflict.reload')}
        </Button>
        <Button
          size="sm"
          onClick={() => {
            dispatch(taskConflictResolved('mine'));
            dispatch(
              updateTask.requested({
                id: conflict.id,
                patch: conflict.patch,
                version: conflict.current.version,
              }),
            );
          }}
        >
          {t('tasks.conflict.apply')}
        </Button>
      </div>
    </Alert>
  );
}
