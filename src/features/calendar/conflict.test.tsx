/**
 * Two people, one event (issue 40): the edit modal keeps my values when someone else saved
 * the event first (409 with the event as it is now) and offers both ways on; an event open
 * here that someone else deletes closes with a message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { CalendarEvent } from '@/contract/calendar';
import { CALENDAR_API } from '@/contract/calendar.plain';
import { renderWithProviders } from '@/test/renderWithProviders';
import { OTHER_MEMBER, theyDeleted, theySavedFirst } from '@/test/otherMember';
import { selectEvents } from './calendarSlice';
import { CalendarApp } from './components/CalendarApp';
import { calendarFeature } from './feature';
import { recordMessages } from '@/components/members/messages';
import { mergeMessages } from '@/lib/messages';
import calendarMessages from './locales';

// The page's texts: the calendar's and a shared record's (authorship, conflicts, refusals).
const messages = mergeMessages(calendarMessages, recordMessages);

const EVENT = 'Release review';

async function openEvent() {
  const rendered = renderWithProviders(<CalendarApp direction="ltr" />, {
    as: 'Admin',
    features: [calendarFeature],
    messages,
  });
  await rendered.user.click(await screen.findByText(EVENT, undefined, { timeout: 8000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
  const event = selectEvents(rendered.store.getState()).find((e) => e.title === EVENT);
  return { ...rendered, dialog, event: event as CalendarEvent };
}

describe('calendar: someone else changed the event first', () => {
  it('keeps my values; "Apply mine again" saves them on their version', async () => {
    const { user, store, dialog, event } = await openEvent();
    // Another member (a uid: never shown as it is).
    const sent = theySavedFirst('put', 'calendar/events/:id', () => ({
      ...event,
      title: 'Their review',
      updatedBy: OTHER_MEMBER,
    }));
    const name = within(dialog).getByLabelText('Event name');
    await user.clear(name);
    await user.type(name, 'My review');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/^This event was changed by a member at .*, while you were/);
    expect(alert).not.toHaveTextContent('u-sara');
    expect(sent[0]).toMatchObject({ title: 'My review', version: 1 });
    expect(name).toHaveValue('My review');
    // The calendar shows theirs meanwhile.
    expect(selectEvents(store.getState()).find((e) => e.id === event.id)?.title).toBe(
      'Their review',
    );

    await user.click(within(alert).getByRole('button', { name: 'Apply mine again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectEvents(store.getState()).find((e) => e.id === event.id)).toMatchObject({
      title: 'My review',
      version: 2,
    });
  });

  it('"Reload theirs" puts their values in the form', async () => {
    const { user, dialog, event } = await openEvent();
    theySavedFirst('put', 'calendar/events/:id', () => ({ ...event, title: 'Their review' }));
    const name = within(dialog).getByLabelText('Event name');
    await user.clear(name);
    await user.type(name, 'My review');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    // The seed's event says nobody changed it (`updatedBy` null).
    expect(alert).toHaveTextContent('This event was changed by someone else');

    await user.click(within(alert).getByRole('button', { name: 'Reload theirs' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(name).toHaveValue('Their review');
  });
});

describe('calendar: deleted by someone else', () => {
  it('closes the open event and says why', async () => {
    const { store, event } = await openEvent();
    await theyDeleted(store, 'calendar', event.id, CALENDAR_API.event(event.id));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().notifications.items.map((n) => n.message)).toContain(
      'calendar.deleted.message',
    );
    expect(screen.queryByText(EVENT)).not.toBeInTheDocument();
  });
});
