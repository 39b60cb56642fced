import { useState } from 'react';
import { MemberAvatar } from '@/components/members/MemberAvatar';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Collapse from 'react-bootstrap/Collapse';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import { ValidatedControl } from '@/components/ValidatedControl';
import { useAppDispatch, useRead } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { SearchField, SortField } from '@/components/ToolbarFields';
import { describeError } from '@/lib/describeError';
import type { Task } from '@/contract/tasks';
import { TASK_SORTS } from '@/contract/tasks.plain';
import { createTask, listTasks, updateTask } from '../requests';
import { taskSelected } from '../tasksSlice';
import { TaskDetailsPanel } from './TaskDetailsPanel';
import { PriorityBadge, tempId, todayIso, useDay } from './shared';
import { useTaskList } from './useTaskList';

type SectionKey = 'today' | 'upcoming' | 'other';

function sectionOf(task: Task, today: string): SectionKey {
  if (task.dueDate === today) return 'today';
  if (task.dueDate && task.dueDate > today) return 'upcoming';
  return 'other';
}

function TaskRow({ task, selected }: { task: Task; selected: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const day = useDay();
  const done = task.status === 'done';
  return (
    <li
      className={`list-group-item d-flex align-items-center gap-2 ${selected ? 'bg-primary-subtle' : ''}`}
    >
      <Form.Check
        id={`task-done-${task.id}`}
        checked={done}
        disabled={task.id.startsWith('tmp-')}
        aria-label={t('tasks.complete', { title: task.title })}
        onChange={(e) =>
          dispatch(
            updateTask.requested({
              id: task.id,
              patch: { status: e.target.checked ? 'done' : 'todo' },
            }),
          )
        }
      />
      <button
        type="button"
        className={`btn btn-link p-0 text-start text-body flex-grow-1 text-decoration-none ${done ? 'text-decoration-line-through text-body-secondary' : ''}`}
        aria-pressed={selected}
        onClick={() => dispatch(taskSelected(selected ? null : task.id))}
      >
        {task.title}
      </button>
      <MemberAvatar uid={task.assignee} emptyLabel={t('tasks.unassigned')} />
      <span className="small text-body-secondary text-nowrap" style={{ minWidth: 52 }}>
        {day(task.dueDate)}
      </span>
      <PriorityBadge priority={task.priority} />
    </li>
  );
}

/** Tasks in Today / Upcoming / Other; the selected one opens in the details panel beside. */
export function TaskList() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { tasks, query, request, selected, writeError } = useTaskList();
  const [title, setTitle] = useState('');
  const [titleProblem, setTitleProblem] = useState<string | null>(null);
  const [open, setOpen] = useState<Record<SectionKey, boolean>>({
    today: true,
    upcoming: true,
    other: true,
  });

  const retry = useRead(listTasks);

  const today = todayIso();
  const sections: Record<SectionKey, Task[]> = { today: [], upcoming: [], other: [] };
  for (const task of tasks) sections[sectionOf(task, today)].push(task);

  return (
    <Row className="g-3">
      <Col xl={selected ? 7 : 12}>
        <Card>
          <Card.Body>
            <Form
              noValidate
              className="d-flex flex-wrap gap-2 align-items-start mb-3"
              onSubmit={(e) => {
                e.preventDefault();
                if (!title.trim()) {
                  setTitleProblem(t('tasks.errors.titleRequired'));
                  return;
                }
                setTitleProblem(null);
                dispatch(
                  createTask.requested({
                    tempId: tempId(),
                    input: { title: title.trim(), dueDate: today },
                  }),
                );
                setTitle('');
              }}
            >
              <Form.Group controlId="new-task" className="flex-grow-1">
                <Form.Label className="visually-hidden">{t('tasks.newTask')}</Form.Label>
                <ValidatedControl
                  value={title}
                  onChange={(e) => setTitle(e.target.value)}
                  placeholder={t('tasks.newTask')}
                  error={titleProblem}
                  errorId="new-task-error"
                />
              </Form.Group>
              <Button type="submit">{t('tasks.add')}</Button>
            </Form>
            <div className="d-flex flex-wrap gap-2 mb-3">
              <SearchField
                id="tasks-search"
                className="flex-grow-1"
                label={t('tasks.search')}
                value={query.q}
                onChange={(q) => dispatch(listTasks.searched(q))}
              />
              <SortField
                area="tasks"
                value={query.sort}
                sorts={TASK_SORTS}
                onChange={(sort) => dispatch(listTasks.requested({ sort }))}
              />
            </div>
            {writeError && <Alert variant="danger">{describeError(writeError, t)}</Alert>}
            <AsyncView
              request={request}
              onRetry={retry}
              empty={tasks.length === 0}
              emptyText={t('tasks.empty')}
            >
              {(['today', 'upcoming', 'other'] as const).map((key) => (
                <section key={key} className="mb-3" aria-labelledby={`tasks-section-${key}`}>
                  <h2 className="h6 mb-2" id={`tasks-section-${key}`}>
                    <button
                      type="button"
                      className="btn btn-link p-0 text-body text-decoration-none fw-semibold"
                      aria-expanded={open[key]}
                      aria-controls={`tasks-list-${key}`}
                      onClick={() => setOpen((o) => ({ ...o, [key]: !o[key] }))}
                    >
                      <span aria-hidden="true">{open[key] ? '▾' : '▸'} </span>
                      {t(`tasks.sections.${key}`)} ({sections[key].length})
                    </button>
                  </h2>
                  <Collapse in={open[key]}>
                    <div id={`tasks-list-${key}`}>
                      {sections[key].length === 0 ? (
                        <p className="small text-body-secondary mb-0">{t('tasks.sectionEmpty')}</p>
                      ) : (
                        <ul className="list-group">
                          {sections[key].map((task) => (
                            <TaskRow
                              key={task.id}
                              task={task}
                              selected={selected?.id === task.id}
                            />
                          ))}
                        </ul>
                      )}
                    </div>
                  </Collapse>
                </section>
              ))}
            </AsyncView>
          </Card.Body>
        </Card>
      </Col>
      {selected && (
        <Col xl={5}>
          <TaskDetailsPanel key={selected.id} task={selected} />
        </Col>
      )}
    </Row>
  );
}
