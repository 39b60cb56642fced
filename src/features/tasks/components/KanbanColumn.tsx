import { useDroppable } from '@dnd-kit/react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from '@/i18n/useTranslation';
import type { Task, TaskStatus } from '@/contract/tasks';
import { KanbanCard } from './KanbanCard';

export function KanbanColumn({
  status,
  ids,
  tasks,
  onAdd,
}: {
  status: TaskStatus;
  ids: string[];
  tasks: Map<string, Task>;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const { ref, isDropTarget } = useDroppable({
    id: status,
    type: 'column',
    accept: 'card',
    collisionPriority: 0,
  });
  const label = t(`tasks.status.${status}`);
  return (
    <Card
      as="section"
      className="mb-0 bg-body-tertiary"
      // The four columns share the card's width down to 240 px each (at 1366 px the fourth
      // was cut off at a fixed 290); narrower than that, the board scrolls inside its card.
      style={{ flex: '1 0 240px', maxWidth: 360 }}
      aria-labelledby={`col-${status}`}
    >
      <Card.Body className="p-2 d-flex flex-column">
        <div className="d-flex align-items-center justify-content-between mb-2 px-1">
          <h2 className="h6 mb-0 text-uppercase" id={`col-${status}`}>
            {label}{' '}
            <span className="badge bg-secondary-subtle text-secondary-emphasis">{ids.length}</span>
          </h2>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={onAdd}
            aria-label={t('tasks.kanban.addTo', { column: label })}
          >
            +
          </Button>
        </div>
        <ul
          ref={ref}
          className={`list-unstyled mb-0 flex-grow-1 rounded p-1 ${isDropTarget ? 'bg-primary-subtle' : ''}`}
          style={{ minHeight: 120 }}
          aria-label={label}
        >
          {ids.map((id, index) => {
            const task = tasks.get(id);
            return task ? <KanbanCard key={id} task={task} index={index} column={status} /> : null;
          })}
        </ul>
      </Card.Body>
    </Card>
  );
}
