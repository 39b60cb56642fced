import { useSortable } from '@dnd-kit/react/sortable';
import { MemberAvatar } from '@/components/members/MemberAvatar';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch } from '@/app/hooks';
import type { Task, TaskStatus } from '@/contract/tasks';
import { TASK_STATUSES } from '@/contract/tasks.plain';
import { deleteTask, updateTask } from '../requests';
import { PriorityBadge, useDay } from './shared';

export function KanbanCard({
  task,
  index,
  column,
}: {
  task: Task;
  index: number;
  column: TaskStatus;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const day = useDay();
  const { ref, handleRef, isDragging } = useSortable({
    id: task.id,
    index,
    group: column,
    type: 'card',
    accept: 'card',
    disabled: task.id.startsWith('tmp-'),
  });
  const done = task.checklist.filter((i) => i.done).length;
  return (
    <li
      ref={ref}
      className={`card mb-2 shadow-sm kanban-card ${isDragging ? 'opacity-50' : ''}`}
      aria-label={t('tasks.kanban.cardLabel', {
        title: task.title,
        column: t(`tasks.status.${column}`),
      })}
      data-task-id={task.id}
    >
      <div className="card-body p-2">
        <div className="d-flex justify-content-between align-items-start gap-2 mb-1">
          {/* The handle is the one control that drags (mouse, touch, keyboard): the card stays a
              list item and its menu is not nested inside a draggable button. */}
          <button
            ref={handleRef}
            type="button"
            className="btn btn-sm btn-light py-0 px-1 lh-1"
            aria-label={t('tasks.kanban.move', { title: task.title })}
            style={{ cursor: 'grab', touchAction: 'none' }}
          >
            <span aria-hidden="true">⠿</span>
          </button>
          <span className="me-auto">
            <PriorityBadge priority={task.priority} />
          </span>
          <Dropdown
            align="end"
            onKeyDown={(e) => e.stopPropagation()}
            onPointerDown={(e) => e.stopPropagation()}
          >
            <Dropdown.Toggle
              size="sm"
              variant="link"
              className="p-0 text-body-secondary"
              aria-label={t('tasks.kanban.menu', { title: task.title })}
            />
            <Dropdown.Menu>
              {TASK_STATUSES.filter((s) => s !== column).map((s) => (
                <Dropdown.Item
                  key={s}
                  as="button"
                  onClick={() =>
                    dispatch(updateTask.requested({ id: task.id, patch: { status: s } }))
                  }
                >
                  {t('tasks.kanban.moveTo', { column: t(`tasks.status.${s}`) })}
                </Dropdown.Item>
              ))}
              <Dropdown.Item
                as="button"
                className="text-danger"
                onClick={() => dispatch(deleteTask.requested(task.id))}
              >
                {t('tasks.details.delete')}
              </Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown>
        </div>
        <p className="fw-semibold mb-2">{task.title}</p>
        <div className="d-flex align-items-center gap-2 small text-body-secondary">
          <MemberAvatar uid={task.assignee} emptyLabel={t('tasks.unassigned')} />
          {/* Each reads in its own direction (<bdi>): in RTL "1 comment" stays so. */}
          {task.dueDate && <bdi>{day(task.dueDate)}</bdi>}
          {task.checklist.length > 0 && (
            <span>
              {done}/{task.checklist.length}
            </span>
          )}
          {task.comments.length > 0 && (
            <bdi>{t('tasks.kanban.comments', { count: task.comments.length })}</bdi>
          )}
        </div>
      </div>
    </li>
  );
}
