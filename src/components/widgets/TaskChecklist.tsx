import { useTranslation } from '@/i18n/useTranslation';

export interface ChecklistTask {
  id: string;
  title: string;
  /** Epoch ms. */
  due: number;
  done: boolean;
}

/** Tasks with due dates (plain Bootstrap markup: no react-bootstrap Form on the dashboard); ticking one calls `onToggle` (the page saves it). */
export function TaskChecklist({
  tasks,
  onToggle,
}: {
  tasks: ChecklistTask[];
  onToggle?: (task: ChecklistTask, done: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  return (
    <ul className="list-unstyled mb-0">
      {tasks.map((task) => (
        <li key={task.id} className="py-2 border-bottom">
          <div className="form-check">
            <input
              id={`task-${task.id}`}
              type="checkbox"
              className="form-check-input"
              checked={task.done}
              disabled={!onToggle}
              onChange={(event) => onToggle?.(task, event.currentTarget.checked)}
              aria-label={t('widgets.markDone', { title: task.title })}
            />
            <label className="form-check-label" htmlFor={`task-${task.id}`}>
              <span className={task.done ? 'text-decoration-line-through text-body-secondary' : ''}>
                {task.title}
              </span>
              <span className="d-block small text-body-secondary">
                {t('widgets.due', { date: date.format(new Date(task.due)) })}
              </span>
            </label>
          </div>
        </li>
      ))}
    </ul>
  );
}
