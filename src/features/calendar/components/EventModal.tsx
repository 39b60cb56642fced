import { Authorship } from '@/components/Authorship';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { describeError } from '@/lib/describeError';
import {
  EVENT_CATEGORIES,
  TITLE_MAX,
  type CalendarEvent,
  type EventCategory,
  type EventDraft,
} from '@/contract/calendar';
import { ValidatedControl } from '@/components/ValidatedControl';
import { ConflictAlert } from '@/components/ConflictAlert';
import { isStale } from '@/lib/request';
import { editorOpened, selectEditor } from '../calendarSlice';
import { createEvent, deleteEvent, updateEvent } from '../requests';
import { addDays, parseLocal, toDay, toLocalMinute } from '../dates';

/** What the modal edits: a new event (no id) or an existing one. */
export interface EditorTarget {
  event: CalendarEvent | null;
  /** For a new event: the span that was selected (or today). */
  draft: EventDraft;
}

interface FormValues {
  title: string;
  category: EventCategory;
  allDay: boolean;
  start: string;
  end: string;
}

/** The id a new event shows under until the server answers with its own. */
const tempId = () => `tmp-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Form values from a stored event: all-day ends are shown inclusive (people think so). */
function toForm(draft: EventDraft): FormValues {
  const start = parseLocal(draft.start.slice(0, 19)) ?? new Date();
  const end = parseLocal(draft.end.slice(0, 19)) ?? start;
  return {
    title: draft.title,
    category: draft.category,
    allDay: draft.allDay,
    start: draft.allDay ? toDay(start) : toLocalMinute(start),
    end: draft.allDay
      ? toDay(addDays(end, -1) < start ? start : addDays(end, -1))
      : toLocalMinute(end),
  };
}

function toDraft(values: FormValues): EventDraft {
  const start = parseLocal(values.start) as Date;
  const end = parseLocal(values.end) as Date;
  return {
    title: values.title.trim(),
    category: values.category,
    allDay: values.allDay,
    start: values.allDay ? toDay(start) : `${toLocalMinute(start)}:00`,
    end: values.allDay ? toDay(addDays(end, 1)) : `${toLocalMinute(end)}:00`,
  };
}

/** Normalises what the other input type holds when "All day" is switched. */
const reshape = (text: string, allDay: boolean): string => {
  const date = parseLocal(text);
  if (!date) return text;
  return allDay ? toDay(date) : toLocalMinute(date);
};

export function EventModal({ target, onClose }: { target: EditorTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectEditor);
  const [confirming, setConfirming] = useState(false);
  // The event as this edit started from (after "Reload theirs": as they left it).
  const [base, setBase] = useState(target.event);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    reset,
    control,
    formState: { errors },
  } = useForm<FormValues>({ defaultValues: toForm(target.event ?? target.draft) });
  const allDay = useWatch({ control, name: 'allDay' });
  const saving = editor.status === 'saving';

  useEffect(() => {
    if (editor.status === 'saved') onClose();
  }, [editor.status, onClose]);

  const serverFields = editor.status === 'failed' ? (editor.error?.fields ?? {}) : {};
  const fieldError = (name: keyof FormValues) => errors[name]?.message ?? serverFields[name];

  // Someone else changed the event first (409): my values stay in the form until I choose.
  const theirs =
    editor.status === 'failed' && editor.error && isStale(editor.error)
      ? (editor.error.current as CalendarEvent)
      : null;

  const saveOn = (on: CalendarEvent | null) =>
    handleSubmit((values) => {
      const draft = toDraft(values);
      if (on) {
        // The version read (`on.version`): a change by someone else meanwhile is refused
        // (409), not lost.
        dispatch(updateEvent.requested({ event: { ...on, ...draft }, previous: on }));
      } else {
        dispatch(createEvent.requested({ tempId: tempId(), draft }));
      }
    });
  const submit = saveOn(base);

  const validateStart = (start: string) =>
    parseLocal(start) ? true : t('calendar.errors.startRequired');
  const validateEnd = (end: string) => {
    const endDate = parseLocal(end);
    if (!endDate) return t('calendar.errors.endRequired');
    const startDate = parseLocal(getValues('start'));
    if (startDate && endDate < startDate) return t('calendar.errors.endBeforeStart');
    return true;
  };

  /** The start or the end: a date, or a date and time unless the event lasts all day. */
  const dateField = (name: 'start' | 'end', validate: (value: string) => string | true) => (
    <Form.Group className="col-sm-6" controlId={`calendar-event-${name}`}>
      <Form.Label>{t(`calendar.${name}`)}</Form.Label>
      <ValidatedControl
        type={allDay ? 'date' : 'datetime-local'}
        error={fieldError(name)}
        errorId={`calendar-event-${name}-error`}
        {...register(name, { validate })}
      />
    </Form.Group>
  );

  const title = target.event ? t('calendar.editEvent') : t('calendar.newEvent');
  return (
    <Modal show onHide={onClose} centered aria-labelledby="calendar-event-title">
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="calendar-event-title" as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {base && <Authorship record={base} className="mb-3" />}
          {theirs ? (
            <ConflictAlert
              current={theirs}
              area="calendar"
              onReload={() => {
                reset(toForm(theirs));
                setBase(theirs);
                dispatch(editorOpened(theirs.id));
              }}
              onApply={() => {
                setBase(theirs);
                void saveOn(theirs)();
              }}
            >
              <p className="mb-0">{t('calendar.conflict.mine')}</p>
            </ConflictAlert>
          ) : (
            editor.status === 'failed' &&
            editor.error && <Alert variant="danger">{describeError(editor.error, t)}</Alert>
          )}
          <Form.Group className="mb-3" controlId="calendar-event-name">
            <Form.Label>{t('calendar.title')}</Form.Label>
            <ValidatedControl
              error={fieldError('title')}
              errorId="calendar-event-name-error"
              {...register('title', {
                validate: (value) => {
                  const trimmed = value.trim();
                  if (!trimmed) return t('calendar.errors.titleRequired');
                  if (trimmed.length > TITLE_MAX)
                    return t('calendar.errors.titleTooLong', { max: TITLE_MAX });
                  return true;
                },
              })}
            />
          </Form.Group>
          <Form.Group className="mb-3" controlId="calendar-event-category">
            <Form.Label>{t('calendar.category')}</Form.Label>
            <Form.Select
              isInvalid={Boolean(fieldError('category'))}
              aria-invalid={Boolean(fieldError('category'))}
              {...register('category')}
            >
              {EVENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`calendar.categories.${category}`)}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{fieldError('category')}</Form.Control.Feedback>
          </Form.Group>
          <Form.Check
            className="mb-3"
            id="calendar-event-all-day"
            label={t('calendar.allDay')}
            {...register('allDay', {
              onChange: (event: { target: { checked: boolean } }) => {
                const next = event.target.checked;
                setValue('start', reshape(getValues('start'), next));
                setValue('end', reshape(getValues('end'), next));
              },
            })}
          />
          <div className="row g-3">
            {dateField('start', validateStart)}
            {dateField('end', validateEnd)}
          </div>
          {confirming && target.event && (
            <Alert
              variant="warning"
              className="mt-3 mb-0"
              role="alertdialog"
              aria-label={t('calendar.confirmDeleteTitle')}
            >
              <p className="mb-2">{t('calendar.confirmDelete', { title: target.event.title })}</p>
              <div className="d-flex gap-2">
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => target.event && dispatch(deleteEvent.requested(target.event))}
                >
                  {t('calendar.delete')}
                </Button>
                <Button variant="light" size="sm" onClick={() => setConfirming(false)}>
                  {t('common.cancel')}
                </Button>
              </div>
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          {target.event && (
            <Button
              variant="outline-danger"
              className="me-auto"
              onClick={() => setConfirming(true)}
              disabled={saving || confirming}
            >
              {t('calendar.delete')}
            </Button>
          )}
          <Button variant="light" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button type="submit" variant="primary" disabled={saving}>
            {saving && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            {t('calendar.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
