import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch } from '@/app/hooks';
import { NameDialog } from '@/components/NameDialog';
import type { TaskPriority, TaskStatus } from '@/contract/tasks';
import { createTask } from '../requests';
import { PriorityOptions, tempId } from './shared';

export function AddCardDialog({
  status,
  onClose,
}: {
  status: TaskStatus | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [priority, setPriority] = useState<TaskPriority>('medium');
  const [dueDate, setDueDate] = useState('');
  return (
    <NameDialog
      show={status !== null}
      title={t('tasks.kanban.addTitle', { column: status ? t(`tasks.status.${status}`) : '' })}
      label={t('tasks.form.title')}
      submitLabel={t('tasks.add')}
      check={(title) => (title.trim() ? null : t('tasks.errors.titleRequired'))}
      onSubmit={(title) => {
        if (status) {
          dispatch(
            createTask.requested({
              tempId: tempId(),
              input: { title, status, priority, dueDate: dueDate || null },
            }),
          );
        }
        onClose();
      }}
      onClose={onClose}
    >
      <Form.Group controlId="card-priority" className="mb-3">
        <Form.Label>{t('tasks.form.priority')}</Form.Label>
        <Form.Select value={priority} onChange={(e) => setPriority(e.target.value as TaskPriority)}>
          <PriorityOptions />
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="card-due">
        <Form.Label>{t('tasks.form.dueDate')}</Form.Label>
        <Form.Control type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
      </Form.Group>
    </NameDialog>
  );
}
