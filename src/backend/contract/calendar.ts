/** Contract cases of the calendar API (docs/api/calendar.md). */
import { CALENDAR_API, type CalendarEvent } from '@/contract/calendar';
import { REFUSAL_CODES } from '@/contract/workspace';
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
    'the workspace: every member sees an event; its creator and Admins change it (403 for the others)',
    async ({ owner, other, user, harness }) => {
      const made = await owner.post(CALENDAR_API.events, draft('Team meeting'));
      const event = made.body as CalendarEvent;
      expectThat(
        event.createdBy === harness.accounts.owner.uid && event.updatedAt === event.createdAt,
        'made by its creator',
        made,
      );
      for (const [as, client] of [
        ['other', other],
        ['user', user],
      ] as const) {
        const list = await client.get(CALENDAR_API.events);
        expectStatus(list, 200, `${as} lists`);
        expectThat(
          (list.body as CalendarEvent[]).some((e) => e.id === event.id),
          `${as} sees the event`,
        );
      }
      const refused = await user.put(CALENDAR_API.event(event.id), draft('Mine'));
      expectStatus(refused, 403, 'PUT by a member who did not make it');
      // The code tells the app to say it beside the form, not to leave the page.
      expectThat(
        (refused.body as { code?: string }).code === REFUSAL_CODES.notYours,
        'a record refusal is coded not_yours',
        refused,
      );
      expectStatus(await user.delete(CALENDAR_API.event(event.id)), 403, 'DELETE by them');
      const moved = await other.put(CALENDAR_API.event(event.id), draft('Moved by an Admin'));
      expectStatus(moved, 200, 'an Admin changes it');
      expectThat(
        (moved.body as CalendarEvent).updatedBy === harness.accounts.other.uid,
        'the change names who made it',
        moved,
      );
      const theirs = (await user.post(CALENDAR_API.events, draft('User event')))
        .body as CalendarEvent;
      expectStatus(
        await user.put(CALENDAR_API.event(theirs.id), draft('User event, later')),
        200,
        'its creator changes it',
      );
      expectStatus(await owner.delete(CALENDAR_API.event(theirs.id)), 204, 'an Admin deletes it');
    },
  ),
];
