import { useState } from 'react';
import { MemberSelect } from '@/components/members/MemberSelect';
import { NoteAuthor } from '@/components/members/NoteAuthor';
import { useMemberDirectory } from '@/components/members/memberDirectory';
import { mayChangeRecord, NOT_YOURS } from '@/contract/workspace';
import { translateServerWords } from '@/lib/describeError';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import { ValidatedControl } from '@/components/ValidatedControl';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Authorship } from '@/components/Authorship';
import { GridField } from '@/components/GridField';
import type { Task, TaskPriority, TaskStatus } from '@/contract/tasks';
import { TASK_STATUSES } from '@/contract/tasks.plain';
import { commentTask, deleteTask, updateTask } from '../requests';
import { selectTaskConflict, taskSelected } from '../tasksSlice';
import { PriorityOptions } from './shared';
import { TaskConflict } from './TaskConflict';

let itemCounter = 0;

/** The selected task: every change is saved through the API as it is made (title on blur). */
export function TaskDetailsPanel({ task: stored }: { task: Task }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const conflict = useAppSelector(selectTaskConflict);
  // After a conflict (409) the store holds the task as it is stored; my unsaved change is the
  // conflict's, shown here (and only here) until I choose.
  const task = conflict?.id === stored.id ? { ...stored, ...conflict.patch } : stored;
  // The record rule the API applies (creator, assignee, Admin): a task I may not change shows
  // read-only with the reason before I type; comments stay open to every member.
  const { me, byUid } = useMemberDirectory();
  const myRole = me ? byUid[me]?.role : undefined;
  const readOnly =
    me !== null &&
    myRole !== undefined &&
    !mayChangeRecord({ uid: me, role: myRole }, task.createdBy, [task.assignee]);
  const [title, setTitle] = useState(task.title);
  const [titleProblem, setTitleProblem] = useState<string | null>(null);
  const [newItem, setNewItem] = useState('');
  const [comment, setComment] = useState('');
  // The version the title was typed on: saved with it, so a change by someone else meanwhile
  // is a conflict (409), not overwritten. Other fields save at once, on the version shown.
  const [titleVersion, setTitleVersion] = useState<number | undefined>(undefined);
  const update = (patch: Parameters<typeof updateTask.requested>[0]['patch'], version?: number) =>
    dispatch(updateTask.requested({ id: task.id, patch, version }));

  // The stored title changed (saved, rolled back, or changed by someone else): the field
  // follows it, unless something is typed in it (that stays until saved or thrown away).
  const [seenTitle, setSeenTitle] = useState(task.title);
  if (task.title !== seenTitle) {
    setSeenTitle(task.title);
    if (title === seenTitle) {
      setTitle(task.title);
      setTitleProblem(null);
    }
  }
  // A comment was stored: the box empties (a refused one stays).
  const [seenComments, setSeenComments] = useState(task.comments.length);
  if (task.comments.length !== seenComments) {
    setSeenComments(task.comments.length);
    setComment('');
  }

  const saveTitle = () => {
    if (!title.trim()) {
      setTitleProblem(t('tasks.errors.titleRequired'));
      return;
    }
    setTitleProblem(null);
    if (title.trim() !== task.title) update({ title: title.trim() }, titleVersion);
    setTitleVersion(undefined);
  };

  const done = task.checklist.filter((i) => i.done).length;

  return (
    <Card as="section" aria-labelledby="task-panel-title">
      <Card.Body>
        <div className="d-flex align-items-center justify-content-between mb-3">
          <h2 id="task-panel-title" className="h5 mb-0">
            {t('tasks.details.title')}
          </h2>
          <Button size="sm" variant="light" onClick={() => dispatch(taskSelected(null))}>
            {t('common.close')}
          </Button>
        </div>
        <Authorship record={task} className="mb-3" />
        {conflict?.id === task.id && <TaskConflict conflict={conflict} />}
        {readOnly && (
          <Alert variant="secondary" className="py-2 small">
            {translateServerWords(NOT_YOURS.task, t)}
          </Alert>
        )}
        <fieldset disabled={readOnly}>
          <Form.Group controlId="task-title" className="mb-3">
            <Form.Label>{t('tasks.form.title')}</Form.Label>
            <ValidatedControl
              value={title}
              onChange={(e) => {
                if (titleVersion === undefined) setTitleVersion(task.version);
                setTitle(e.target.value);
              }}
              onBlur={saveTitle}
              onKeyDown={(e) => {
                if (e.key === 'Enter') saveTitle();
              }}
              error={titleProblem}
              errorId="task-title-error"
            />
          </Form.Group>
          <Row className="g-2 mb-3">
            <GridField sm={6} id="task-assignee" label={t('tasks.form.assignee')}>
              <MemberSelect
                value={task.assignee}
                emptyLabel={t('tasks.unassigned')}
                onChange={(assignee) => update({ assignee })}
              />
            </GridField>
            <GridField sm={6} id="task-due" label={t('tasks.form.dueDate')}>
              <Form.Control
                type="date"
                value={task.dueDate ?? ''}
                onChange={(e) => update({ dueDate: e.target.value || null })}
              />
            </GridField>
            <GridField sm={6} id="task-priority" label={t('tasks.form.priority')}>
              <Form.Select
                value={task.priority}
                onChange={(e) => update({ priority: e.target.value as TaskPriority })}
              >
                <PriorityOptions />
              </Form.Select>
            </GridField>
            <GridField sm={6} id="task-status" label={t('tasks.form.status')}>
              <Form.Select
                value={task.status}
                onChange={(e) => update({ status: e.target.value as TaskStatus })}
              >
                {TASK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`tasks.status.${s}`)}
                  </option>
                ))}
              </Form.Select>
            </GridField>
          </Row>
          <fieldset className="mb-3">
            <legend className="h6">
              {t('tasks.details.checklist', { done, total: task.checklist.length })}
            </legend>
            {task.checklist.map((item) => (
              <Form.Check
                key={item.id}
                id={`check-${item.id}`}
                label={item.text}
                checked={item.done}
                onChange={(e) =>
                  update({
                    checklist: task.checklist.map((i) =>
                      i.id === item.id ? { ...i, done: e.target.checked } : i,
                    ),
                  })
                }
              />
            ))}
            <Form
              className="d-flex gap-2 mt-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (!newItem.trim()) return;
                itemCounter += 1;
                update({
                  checklist: [
                    ...task.checklist,
                    {
                      id: `k${Date.now().toString(36)}${itemCounter}`,
                      text: newItem.trim(),
                      done: false,
                    },
                  ],
                });
                setNewItem('');
              }}
            >
              <Form.Control
                size="sm"
                value={newItem}
                onChange={(e) => setNewItem(e.target.value)}
                aria-label={t('tasks.details.newItem')}
                placeholder={t('tasks.details.newItem')}
              />
              <Button size="sm" type="submit" variant="light">
                {t('tasks.details.addItem')}
              </Button>
            </Form>
          </fieldset>
        </fieldset>
        <h3 className="h6">{t('tasks.details.comments')}</h3>
        <ul className="list-unstyled small">
          {task.comments.map((c) => (
            <li key={c.id} className="mb-2">
              <strong>
                <NoteAuthor note={c} />
              </strong>
              <p className="mb-0" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {c.text}
              </p>
            </li>
          ))}
        </ul>
        <Form
          className="mb-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!comment.trim()) return;
            // Cleared once the comment is stored (below): a refused one stays in the box.
            dispatch(commentTask.requested({ id: task.id, text: comment }));
          }}
        >
          <Form.Group controlId="task-comment" className="mb-2">
            <Form.Label className="visually-hidden">{t('tasks.details.addComment')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              placeholder={t('tasks.details.addComment')}
            />
          </Form.Group>
          <Button size="sm" type="submit">
            {t('tasks.details.send')}
          </Button>
        </Form>
        <Button
          size="sm"
          variant="light"
          disabled={readOnly}
          onClick={() => dispatch(deleteTask.requested(task.id))}
        >
          {t('tasks.details.delete')}
        </Button>
      </Card.Body>
    </Card>
  );
}
