import type { Plugins } from '@dnd-kit/abstract';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Accessibility,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/dom';
import { DragDropProvider, useDroppable, type DragDropEventHandlers } from '@dnd-kit/react';
import { useSortable } from '@dnd-kit/react/sortable';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { NameDialog } from '@/components/NameDialog';
import { describeError } from '@/lib/describeError';
import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type Task,
  type TaskPriority,
  type TaskStatus,
} from '../api';
import {
  selectBoard,
  selectTaskMoveError,
  selectTaskWriteError,
  selectTasksRequest,
  taskCreateRequested,
  taskDeleteRequested,
  taskMoveRequested,
  taskUpdateRequested,
  tasksRequested,
} from '../tasksSlice';
import { Avatar, PriorityBadge, tempId, useDay } from './shared';

type Columns = Record<TaskStatus, string[]>;

const columnIds = (board: Record<TaskStatus, Task[]>): Columns =>
  Object.fromEntries(TASK_STATUSES.map((s) => [s, board[s].map((t) => t.id)])) as Columns;

const columnOf = (columns: Columns, id: string) =>
  TASK_STATUSES.find((s) => columns[s].includes(id));

/**
 * Where the dragged card is while it moves: React keeps the order (the drag-over handler
 * prevents the library's own DOM reordering), so the cards never leave React's tree.
 */
function moveOver(columns: Columns, sourceId: string, targetId: string): Columns {
  const from = columnOf(columns, sourceId);
  const targetColumn = (TASK_STATUSES as readonly string[]).includes(targetId)
    ? (targetId as TaskStatus)
    : columnOf(columns, targetId);
  if (!from || !targetColumn || sourceId === targetId) return columns;
  const next = { ...columns, [from]: columns[from].filter((id) => id !== sourceId) };
  const target = [...next[targetColumn]];
  if (targetColumn === targetId) {
    if (from === targetColumn) return columns; // over its own column's empty space
    target.push(sourceId);
  } else {
    const overIndex = columns[targetColumn].indexOf(targetId);
    const sourceIndex = columns[from].indexOf(sourceId);
    // Within a column the card takes the place of the one it is over.
    const at = from === targetColumn && sourceIndex < overIndex ? overIndex : overIndex;
    target.splice(at, 0, sourceId);
  }
  next[targetColumn] = target;
  return next;
}

function KanbanCard({ task, index, column }: { task: Task; index: number; column: TaskStatus }) {
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
                    dispatch(taskUpdateRequested({ id: task.id, patch: { status: s } }))
                  }
                >
                  {t('tasks.kanban.moveTo', { column: t(`tasks.status.${s}`) })}
                </Dropdown.Item>
              ))}
              <Dropdown.Item
                as="button"
                className="text-danger"
                onClick={() => dispatch(taskDeleteRequested(task.id))}
              >
                {t('tasks.details.delete')}
              </Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown>
        </div>
        <p className="fw-semibold mb-2">{task.title}</p>
        <div className="d-flex align-items-center gap-2 small text-body-secondary">
          <Avatar name={task.assignee} />
          {task.dueDate && <span>{day(task.dueDate)}</span>}
          {task.checklist.length > 0 && (
            <span>
              {done}/{task.checklist.length}
            </span>
          )}
          {task.comments.length > 0 && (
            <span>{t('tasks.kanban.comments', { count: task.comments.length })}</span>
          )}
        </div>
      </div>
    </li>
  );
}

function Column({
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
      className="flex-shrink-0 mb-0 bg-body-tertiary"
      style={{ width: 290 }}
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
            variant="light"
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

function AddCardModal({ status, onClose }: { status: TaskStatus | null; onClose: () => void }) {
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
            taskCreateRequested({
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
          {TASK_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {t(`tasks.priority.${p}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="card-due">
        <Form.Label>{t('tasks.form.dueDate')}</Form.Label>
        <Form.Control type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
      </Form.Group>
    </NameDialog>
  );
}

/** The board: four columns; cards move by mouse, touch or keyboard (Space, arrows, Space). */
export function Kanban() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const board = useAppSelector(selectBoard);
  const request = useAppSelector(selectTasksRequest);
  const moveError = useAppSelector(selectTaskMoveError);
  const writeError = useAppSelector(selectTaskWriteError);
  const [adding, setAdding] = useState<TaskStatus | null>(null);
  const [preview, setPreview] = useState<Columns | null>(null);
  const previewRef = useRef<Columns | null>(null);
  const startRef = useRef<Columns | null>(null);

  useEffect(() => {
    dispatch(tasksRequested());
  }, [dispatch]);

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
    dispatch(taskMoveRequested({ id, status: to, index }));
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
        onRetry={() => dispatch(tasksRequested())}
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
            role="group"
            aria-label={t('tasks.kanban.board')}
          >
            {TASK_STATUSES.map((status) => (
              <Column
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
      <AddCardModal key={adding ?? 'closed'} status={adding} onClose={() => setAdding(null)} />
    </>
  );
}
