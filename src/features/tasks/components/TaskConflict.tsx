import { useAppDispatch } from '@/app/hooks';
import { ConflictAlert } from '@/components/ConflictAlert';
import { useTranslation } from '@/i18n/useTranslation';
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
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const fields = Object.keys(conflict.patch)
    .map((name) => (FIELD_KEYS[name] ? t(FIELD_KEYS[name]) : name))
    .join(', ');
  return (
    <ConflictAlert
      current={conflict.current}
      area="tasks"
      onReload={() => dispatch(taskConflictResolved('theirs'))}
      onApply={() => {
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
      <p className="mb-0">{t('tasks.conflict.mine', { fields })}</p>
    </ConflictAlert>
  );
}
