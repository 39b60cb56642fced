import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { apiUrl } from '@/mocks/apiBase';
import { httpScenarios } from '@/mocks/scenarios/http';
import { calendarScenarios } from '@/mocks/scenarios/calendar';
import { renderWithProviders } from '@/test/renderWithProviders';
import { CalendarApp } from './components/CalendarApp';
import { selectEvents } from './calendarSlice';
import { moveEvent } from './requests';
import { calendarFeature } from './feature';
import { recordMessages } from '@/components/members/messages';
import { mergeMessages } from '@/lib/messages';
import calendarMessages from './locales';

// The page's texts: the calendar's and a shared record's (authorship, conflicts, refusals).
const messages = mergeMessages(calendarMessages, recordMessages);

const options = { as: 'Admin' as const, features: [calendarFeature], messages };
const renderCalendar = () => renderWithProviders(<CalendarApp direction="ltr" />, options);

async function openAddEvent(user: ReturnType<typeof renderCalendar>['user']) {
  await screen.findByText('Meeting with Mr. Shreyu', undefined, { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: 'Add event' }));
  return screen.findByRole('dialog', { name: 'New event' });
}

describe('calendar (component + slice + saga + demo API)', () => {
  it('shows the seeded events of this user, around today', async () => {
    renderCalendar();
    expect(
      await screen.findByText('Meeting with Mr. Shreyu', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Release review')).toBeInTheDocument();
  });

  it('adds an event from the keyboard-reachable button; it is stored by the API', async () => {
    const { user, store } = renderCalendar();
    const dialog = await openAddEvent(user);
    await user.type(within(dialog).getByLabelText('Event name'), 'Team lunch');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'success');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The month redraws from a deferred copy of the events: a render after the dialog closes.
    expect(await screen.findByText('Team lunch')).toBeInTheDocument();
    const saved = selectEvents(store.getState()).find((event) => event.title === 'Team lunch');
    expect(saved?.id).toMatch(/^ev-/);
    expect(saved?.category).toBe('success');
  });

  it('checks the form before sending: title required, end not before start (translated)', async () => {
    const { user } = renderCalendar();
    const dialog = await openAddEvent(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name for the event.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Event name'), 'x');
    const end = within(dialog).getByLabelText('End');
    await user.clear(end);
    await user.type(end, '2000-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The end cannot be before the start.'),
    ).toBeInTheDocument();
  });

  it("shows the API's 422 beside the field, keeps what was typed, and removes the optimistic event", async () => {
    server.use(
      http.post(apiUrl('calendar/events'), () =>
        HttpResponse.json(
          { message: 'Some fields are not valid', fields: { title: 'Title already used today' } },
          { status: 422 },
        ),
      ),
    );
    const { user, store } = renderCalendar();
    const dialog = await openAddEvent(user);
    await user.type(within(dialog).getByLabelText('Event name'), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title already used today')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Event name')).toHaveValue('Duplicate');
    expect(within(dialog).getByLabelText('Event name')).toHaveAttribute('aria-invalid', 'true');
    expect(selectEvents(store.getState()).some((e) => e.title === 'Duplicate')).toBe(false);
  });

  it.each([
    ['500', calendarScenarios['calendar-save-fails'], 'The calendar could not save this change'],
    ['network', httpScenarios['api-network-error'], 'Cannot reach the server'],
  ])(
    'a %s on save keeps the modal open with the reason; Save again works',
    async (_n, failure, text) => {
      const { user } = renderCalendar();
      const dialog = await openAddEvent(user);
      server.use(...(failure ?? []));
      await user.type(within(dialog).getByLabelText('Event name'), 'Retry me');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText(new RegExp(text))).toBeInTheDocument();
      server.resetHandlers();
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('Retry me')).toBeInTheDocument();
    },
  );

  it('a move refused by the API (calendar-save-fails) is rolled back with a message', async () => {
    const { store } = renderCalendar();
    await screen.findByText('Release review', undefined, { timeout: 5000 });
    server.use(...(calendarScenarios['calendar-save-fails'] ?? []));
    const previous = selectEvents(store.getState()).find((e) => e.id === 'ev-5')!;
    const moved = { ...previous, start: '2001-01-01T09:00:00', end: '2001-01-01T10:00:00' };
    act(() => {
      store.dispatch(moveEvent.requested({ event: moved, previous }));
    });
    // Optimistic: shown moved at once.
    expect(selectEvents(store.getState()).find((e) => e.id === 'ev-5')!.start).toBe(moved.start);
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(
      await within(toasts).findByText('"Release review" was put back where it was'),
    ).toBeInTheDocument();
    expect(selectEvents(store.getState()).find((e) => e.id === 'ev-5')).toEqual(previous);
  });

  it('a move accepted by the API is kept there', async () => {
    const { store } = renderCalendar();
    await screen.findByText('Release review', undefined, { timeout: 5000 });
    const previous = selectEvents(store.getState()).find((e) => e.id === 'ev-5')!;
    const moved = { ...previous, start: '2001-01-01T09:00:00', end: '2001-01-01T10:00:00' };
    act(() => {
      store.dispatch(moveEvent.requested({ event: moved, previous }));
    });
    let stored: unknown;
    await waitFor(async () => {
      const response = await fetch(apiUrl('calendar/events'), {
        headers: { Authorization: `JWT ${store.getState().auth.user?.token ?? ''}` },
      });
      stored = ((await response.json()) as { id: string; start: string }[]).find(
        (e) => e.id === 'ev-5',
      );
      expect(stored).toMatchObject({ start: moved.start });
    });
  });

  it('edits and deletes an event after a confirmation', async () => {
    const { user, store } = renderCalendar();
    await user.click(await screen.findByText('Release review'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = within(dialog).getByRole('alertdialog', { name: 'Delete this event?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Release review')).not.toBeInTheDocument();
    expect(selectEvents(store.getState()).some((e) => e.id === 'ev-5')).toBe(false);
  });

  it('a failed read shows the error with a retry that works', async () => {
    server.use(...httpScenarios['api-500']);
    const { user } = renderCalendar();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Meeting with Mr. Shreyu')).toBeInTheDocument();
  });

  it('a 403 reads "Access denied"', async () => {
    server.use(...httpScenarios['api-403']);
    renderCalendar();
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
  });

  it('leaving the page aborts the read in flight', async () => {
    let received = false;
    let aborted = false;
    server.use(
      http.get(apiUrl('calendar/events'), async ({ request }) => {
        received = true;
        request.signal.addEventListener('abort', () => {
          aborted = true;
        });
        await delay(1000);
        return HttpResponse.json([]);
      }),
    );
    const { unmount, store } = renderCalendar();
    await waitFor(() => expect(store.getState().calendar?.request.status).toBe('loading'));
    // In flight: the server has it (a request goes out in the task after it was asked for).
    await waitFor(() => expect(received).toBe(true));
    unmount();
    await waitFor(() => expect(aborted).toBe(true));
    expect(store.getState().calendar?.request.status).toBe('loading');
  });
});
