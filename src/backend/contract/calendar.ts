/** Contract cases of the calendar API (docs/api/calendar.md). */
import { CALENDAR_API, type CalendarEvent } from '@/contract/calendar';
import { caseFor, expectFields, expectStatus, expectThat } from './types';

const draft = (title: string) => ({
  title,
  category: 'info',
  allDay: false,
  start: '2026-06-01T10:00:00',
  end: '2026-06-01T11:00:00',
});

const calendarCase = caseFor('calendar');

export const calendarCases = [
  calendarCase('creates (201), lists, replaces and deletes an event', async ({ owner }) => {
    const made = await owner.post(CALENDAR_API.events, draft('  Contract review  '));
    expectStatus(made, 201, 'POST event');
    const event = made.body as CalendarEvent;
    expectThat(event.title === 'Contract review' && typeof event.id === 'string', 'the event');
    const list = await owner.get(CALENDAR_API.events);
    expectStatus(list, 200, 'GET events');
    expectThat(
      Array.isArray(list.body) && (list.body as CalendarEvent[]).some((e) => e.id === event.id),
      'the list holds it',
    );
    const put = await owner.put(CALENDAR_API.event(event.id), {
      ...draft('Moved'),
      allDay: true,
      start: '2026-06-02',
      end: '2026-06-03',
    });
    expectStatus(put, 200, 'PUT');
    expectThat(
      (put.body as CalendarEvent).allDay && (put.body as CalendarEvent).title === 'Moved',
      'PUT',
    );
    expectStatus(await owner.delete(CALENDAR_API.event(event.id)), 204, 'DELETE');
    expectStatus(await owner.delete(CALENDAR_API.event(event.id)), 404, 'again');
  }),
  calendarCase('422 names the invalid fields', async ({ owner }) => {
    const post = (body: unknown) => owner.post(CALENDAR_API.events, body);
    expectFields(
      await post({ title: '', category: 'pink', start: 'soon', end: 'later' }),
      {
        title: 'Title is required',
        category: 'Choose a category',
        start: 'Start must be a date',
        end: 'End must be a date',
      },
      'everything wrong',
    );
    expectFields(
      await post({
        ...draft('Backwards'),
        start: '2026-06-02T10:00:00',
        end: '2026-06-01T10:00:00',
      }),
      { end: 'End must not be before start' },
      'end before start',
    );
  }),
  calendarCase(
    'another account never sees or changes my events (404); 403 to a user',
    async ({ owner, other, user }) => {
      const made = await owner.post(CALENDAR_API.events, draft('Private meeting'));
      const event = made.body as CalendarEvent;
      const theirs = await other.get(CALENDAR_API.events);
      expectThat(
        !(theirs.body as CalendarEvent[]).some((e) => e.title === 'Private meeting'),
        'not in their list',
      );
      expectStatus(
        await other.put(CALENDAR_API.event(event.id), draft('Mine')),
        404,
        'PUT as other',
      );
      expectStatus(await other.delete(CALENDAR_API.event(event.id)), 404, 'DELETE as other');
      expectStatus(await user.get(CALENDAR_API.events), 403, 'user');
    },
  ),
];
