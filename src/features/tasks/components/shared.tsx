import Badge from 'react-bootstrap/Badge';
import { useTranslation } from '@/i18n/useTranslation';
import type { TaskPriority } from '@/contract/tasks';
import { TASK_PRIORITIES } from '@/contract/tasks.plain';

const VARIANT: Record<TaskPriority, string> = { low: 'success', medium: 'warning', high: 'danger' };

export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  const { t } = useTranslation();
  return (
    <Badge bg={`${VARIANT[priority]}-subtle`} text={`${VARIANT[priority]}-emphasis` as never}>
      {t(`tasks.priority.${priority}`)}
    </Badge>
  );
}

/** The `<option>`s of a priority select. */
export function PriorityOptions() {
  const { t } = useTranslation();
  return TASK_PRIORITIES.map((p) => (
    <option key={p} value={p}>
      {t(`tasks.priority.${p}`)}
    </option>
  ));
}

export const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export function useDay() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return (value: string | null) => (value ? format.format(new Date(`${value}T00:00:00Z`)) : '');
}

let counter = 0;
/** A temporary id for an optimistic card, replaced by the server's. */
export const tempId = () => `tmp-${Date.now().toString(36)}-${(counter += 1)}`;
