import type { Plugins } from '@dnd-kit/abstract';
import { useMemo, useRef, useState } from 'react';
import {
  Accessibility,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/dom';
import { DragDropProvider, type DragDropEventHandlers } from '@dnd-kit/react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useRead } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { describeError } from '@/lib/describeError';
import type { TaskStatus } from '@/contract/tasks';
import { TASK_STATUSES } from '@/contract/tasks.plain';
import { listTasks, moveTask } from '../requests';
import { type Columns, columnIds, columnOf, moveOver } from './kanbanColumns';
import { KanbanColumn } from './KanbanColumn';
import { AddCardDialog } from './AddCardDialog';
import { useTaskBoard } from './useTaskBoard';

/** The board: four columns; cards move by mouse, touch or keyboard (Space, arrows, Space). */
export function Kanban() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { board, request, moveError, writeError } = useTaskBoard();
  const [adding, setAdding] = useState<TaskStatus | null>(null);
  const [preview, setPreview] = useState<Columns | null>(null);
  const previewRef = useRef<Columns | null>(null);
  const startRef = useRef<Columns | null>(null);

  const retry = useRead(listTasks);

  const stored = useMemo(() => columnIds(board), [board]);
  const columns = preview ?? stored;
  const tasks = useMemo(
    () => new Map(TASK_STATUSES.flatMap((s) => board[s].map((task) => [task.id, task] as const))),
    [board],
  );
  const title = (id: unknown) => tasks.get(String(id))?.title ?? '';
  const columnName = (status: TaskStatus | undefined) =>
    status ? t(`tasks.status.${status}`) : '';

  const setColumns = (next: Columns | null) => {
    previewRef.current = next;
    setPreview(next);
  };

  const onDragStart: DragDropEventHandlers['onDragStart'] = () => {
    startRef.current = stored;
    setColumns(stored);
  };
  const onDragOver: DragDropEventHandlers['onDragOver'] = (event) => {
    const { source, target } = event.operation;
    if (!source || !target || !previewRef.current) return;
    event.preventDefault(); // React moves the card, not the library
    const next = moveOver(previewRef.current, String(source.id), String(target.id));
    if (next !== previewRef.current) setColumns(next);
  };
  const onDragEnd: DragDropEventHandlers['onDragEnd'] = (event) => {
    const final = previewRef.current;
    const start = startRef.current;
    setColumns(null);
    const { source } = event.operation;
    if (event.canceled || !final || !start || !source) return;
    const id = String(source.id);
    const to = columnOf(final, id);
    const from = columnOf(start, id);
    if (!to) return;
    const index = final[to].indexOf(id);
    if (to === from && start[to].indexOf(id) === index) return;
    dispatch(moveTask.requested({ id, status: to, index }));
  };

  const plugins = useMemo(
    () =>
      (defaults: Plugins): Plugins => [
        ...defaults.filter((plugin) => plugin !== Accessibility),
        Accessibility.configure({
          screenReaderInstructions: { draggable: t('tasks.kanban.instructions') },
          announcements: {
            dragstart: ({ operation: { source } }: DragStartEvent) =>
              source ? t('tasks.kanban.pickedUp', { title: title(source.id) }) : undefined,
            dragover: ({ operation: { source } }: DragOverEvent) => {
              if (!source || !previewRef.current) return undefined;
              const to = columnOf(previewRef.current, String(source.id));
              if (!to) return undefined;
              const position = previewRef.current[to].indexOf(String(source.id)) + 1;
              return t('tasks.kanban.over', {
                title: title(source.id),
                column: columnName(to),
                position,
                total: previewRef.current[to].length,
              });
            },
            dragend: ({ operation: { source }, canceled }: DragEndEvent) => {
              if (!source) return undefined;
              if (canceled) return t('tasks.kanban.cancelled', { title: title(source.id) });
              const to = previewRef.current
                ? columnOf(previewRef.current, String(source.id))
                : undefined;
              return t('tasks.kanban.dropped', { title: title(source.id), column: columnName(to) });
            },
          },
        }),
      ],
    // The texts follow the language; titles are read when announced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, tasks],
  );

  return (
    <>
      {moveError && (
        <Alert variant="danger" className="d-flex align-items-center justify-content-between">
          <span>
            {t('tasks.kanban.moveRefused')} {describeError(moveError, t)}
          </span>
        </Alert>
      )}
      {writeError && <Alert variant="danger">{describeError(writeError, t)}</Alert>}
      <AsyncView
        request={request}
        onRetry={retry}
        // Skeleton until the first answer; an empty board still shows its columns.
        empty={tasks.size === 0 && request.status !== 'succeeded'}
      >
        <DragDropProvider
          onDragStart={onDragStart}
          onDragOver={onDragOver}
          onDragEnd={onDragEnd}
          plugins={plugins}
        >
          <div
            className="d-flex gap-3 overflow-x-auto pb-2"
            // min-width 0: the board scrolls inside its card, never widens the page.
            style={{ minWidth: 0 }}
            role="group"
            aria-label={t('tasks.kanban.board')}
          >
            {TASK_STATUSES.map((status) => (
              <KanbanColumn
                key={status}
                status={status}
                ids={columns[status]}
                tasks={tasks}
                onAdd={() => setAdding(status)}
              />
            ))}
          </div>
        </DragDropProvider>
      </AsyncView>
      {/* A fresh form each time it opens. */}
      <AddCardDialog key={adding ?? 'closed'} status={adding} onClose={() => setAdding(null)} />
    </>
  );
}
