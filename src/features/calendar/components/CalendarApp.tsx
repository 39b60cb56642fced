import { useCallback, useMemo, useState } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import itLocale from '@fullcalendar/react/locales/it';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import type {
  DateSelectInfo,
  EventChangeInfo,
  EventClickInfo,
  EventInput,
} from '@fullcalendar/react';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector, useDeferredSelector, useRead } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { isEventCategory, type CalendarEvent } from '@/contract/calendar';
import {
  editorOpened,
  selectEvents,
  selectEventsRequest,
  selectOpenEventId,
} from '../calendarSlice';
import { listEvents, moveEvent } from '../requests';
import { addDays, toDay } from '../dates';
import { EventModal, type EditorTarget } from './EventModal';
import './calendar.scss';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin];

/** Local ISO text without zone, as the API stores it (all-day: the day alone). */
const stamp = (date: Date | null, allDay: boolean): string => {
  const value = date ?? new Date();
  if (allDay) return toDay(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${toDay(value)}T${pad(value.getHours())}:${pad(value.getMinutes())}:00`;
};

/**
 * The calendar app: FullCalendar 7 over the events from the demo API. Selecting a span (or
 * "Add event") opens the modal; dragging or resizing saves through the saga, which puts the
 * event back with a message when the server refuses.
 */
export function CalendarApp({ direction }: { direction: 'ltr' | 'rtl' }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  // The calendar draws its month from these: a deferred copy lets React render that (~60 ms
  // of components at a phone's CPU) in slices instead of one task when the events arrive.
  const events = useDeferredSelector(selectEvents);
  const request = useDeferredSelector(selectEventsRequest);
  const [target, setTarget] = useState<EditorTarget | null>(null);

  const retry = useRead(listEvents);

  const byId = useMemo(() => new Map(events.map((event) => [event.id, event])), [events]);
  const inputs = useMemo<EventInput[]>(
    () =>
      events.map((event) => ({
        id: event.id,
        title: event.title,
        start: event.start,
        end: event.end,
        allDay: event.allDay,
        // -text-emphasis on -bg-subtle: readable in light and dark alike.
        color: `var(--bs-${event.category}-text-emphasis)`,
        contrastColor: 'var(--bs-body-bg)',
      })),
    [events],
  );

  const open = useCallback(
    (next: EditorTarget) => {
      dispatch(editorOpened(next.event?.id ?? null));
      setTarget(next);
    },
    [dispatch],
  );

  const openNew = (start: Date, end: Date, allDay: boolean) =>
    open({
      event: null,
      draft: {
        title: '',
        category: 'primary',
        allDay,
        start: stamp(start, allDay),
        end: stamp(end, allDay),
      },
    });

  const onSelect = (info: DateSelectInfo) => openNew(info.start, info.end, info.allDay);
  const onClick = (info: EventClickInfo) => {
    info.jsEvent.preventDefault();
    const event = byId.get(info.event.id);
    if (event) open({ event, draft: event });
  };
  const onChange = (info: EventChangeInfo) => {
    const previous = byId.get(info.event.id);
    if (!previous) return info.revert();
    const allDay = info.event.allDay;
    const start = info.event.start;
    // FullCalendar leaves `end` null when an event keeps its default length.
    const end =
      info.event.end ??
      (start ? (allDay ? addDays(start, 1) : new Date(start.getTime() + 3_600_000)) : null);
    const category = isEventCategory(previous.category) ? previous.category : 'primary';
    const event: CalendarEvent = {
      ...previous,
      category,
      allDay,
      start: stamp(start, allDay),
      end: stamp(end, allDay),
    };
    dispatch(moveEvent.requested({ event, previous }));
  };

  const today = new Date();
  const openId = useAppSelector(selectOpenEventId);
  const close = useCallback(() => setTarget(null), []);
  return (
    <Card className="calendar-app">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <p className="text-body-secondary mb-0">{t('calendar.intro')}</p>
          <Button onClick={() => openNew(today, addDays(today, 1), true)}>
            {t('calendar.addEvent')}
          </Button>
        </div>
        <AsyncView request={request} onRetry={retry}>
          <section aria-label={t('calendar.region')}>
            <FullCalendar
              plugins={PLUGINS}
              initialView="dayGridMonth"
              headerToolbar={{
                start: 'prev,next today',
                center: 'title',
                end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
              }}
              locale={i18n.language.startsWith('it') ? itLocale : 'en'}
              direction={direction}
              // The accessible name must contain the visible text (axe label-content-name-mismatch).
              buttons={{ today: { text: t('calendar.today'), hint: t('calendar.today') } }}
              events={inputs}
              editable
              selectable
              selectMirror
              dayMaxEvents
              height="auto"
              select={onSelect}
              eventClick={onClick}
              eventDrop={onChange}
              eventResize={onChange}
            />
          </section>
        </AsyncView>
      </Card.Body>
      {/* A stored event deleted by someone else meanwhile is no longer open (openId). */}
      {target && (!target.event || target.event.id === openId) && (
        <EventModal target={target} onClose={close} />
      )}
    </Card>
  );
}
