import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { apiUrl } from '@/mocks/apiBase';
import { server } from '@/mocks/node';
import { renderApp } from '@/test/renderWithProviders';
import { scriptedStream } from '@/test/scriptedStream';
import { selectLiveStatus } from './status';

const FIRST = { timeout: 10_000 };
const TASK_LIST = '/apps/tasks/list';

/** Writes as another session of the account would: straight to the demo API, not through the app. */
async function addTaskElsewhere(token: string, title: string) {
  const response = await fetch(apiUrl('tasks'), {
    method: 'POST',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title }),
  });
  expect(response.status).toBe(200);
}

/** The app on the task list, signed in, once its live stream is open. */
async function openTaskList() {
  const app = renderApp({ route: TASK_LIST, as: 'Admin' });
  await screen.findByRole('button', { name: 'Draft the sprint review notes' }, FIRST);
  const token = app.store.getState().auth.user?.token ?? '';
  return { ...app, token };
}

const statusOf = (store: { getState: () => unknown }) =>
  selectLiveStatus(store.getState() as Parameters<typeof selectLiveStatus>[0]);

describe('live updates (the stream saga over msw, and the pages that follow it)', () => {
  it('a task another session adds appears on the list without a reload (the demo backend streams it)', async () => {
    const { store, token } = await openTaskList();
    await waitFor(() => expect(statusOf(store)).toBe('live'));

    await addTaskElsewhere(token, 'Written in another tab');

    expect(
      await screen.findByRole('button', { name: 'Written in another tab' }),
    ).toBeInTheDocument();
    // Quietly: the list never went back to its skeleton.
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('a change frame reads the list again; a reset too; the id of the last frame is kept', async () => {
    const stream = scriptedStream();
    const { store, token } = await openTaskList();
    stream.send('id: 7\nevent: ready\ndata: {}\n\n');
    await waitFor(() => expect(statusOf(store)).toBe('live'));

    // Written where this app's stream does not hear it (the test serves the stream).
    await addTaskElsewhere(token, 'Seen after a change event');
    expect(screen.queryByRole('button', { name: 'Seen after a change event' })).toBeNull();
    const event = { id: '8', area: 'tasks', op: 'create', recordId: '99', by: 'x', at: '' };
    stream.send(': heartbeat\n\n');
    stream.send(`id: 8\nevent: change\ndata: ${JSON.stringify(event)}\n\n`);
    expect(
      await screen.findByRole('button', { name: 'Seen after a change event' }),
    ).toBeInTheDocument();

    // Another area's change reads nothing here; a reset reads everything shown.
    await addTaskElsewhere(token, 'Seen after a reset');
    stream.send(`id: 9\nevent: change\ndata: ${JSON.stringify({ ...event, area: 'email' })}\n\n`);
    stream.send('id: 12\nevent: reset\ndata: {}\n\n');
    expect(await screen.findByRole('button', { name: 'Seen after a reset' })).toBeInTheDocument();
    expect(stream.connections).toHaveLength(1);
  });

  it('a dropped stream is opened again after a pause, from the last id; the top bar says so meanwhile', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0); // the shortest wait: half the first delay
    const stream = scriptedStream();
    const { store } = await openTaskList();
    stream.send('id: 41\nevent: ready\ndata: {}\n\n');
    await waitFor(() => expect(statusOf(store)).toBe('live'));

    stream.fail();

    const indicator = await screen.findByRole('status', { name: 'Live updates' });
    await waitFor(() => expect(indicator).toHaveTextContent('Live updates paused: reconnecting…'));
    await waitFor(() => expect(stream.connections).toHaveLength(2));
    expect(stream.connections[0]?.lastEventId).toBeNull();
    expect(stream.connections[1]?.lastEventId).toBe('41');
    stream.send('event: change\ndata: {"not":"an event"}\n\n');
    await waitFor(() => expect(indicator).toHaveTextContent('Live updates are back'));
  });

  it('offline pauses the stream (the top bar says so); back online it resumes from the last id and reads the screen again', async () => {
    let online = true;
    jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
    const stream = scriptedStream();
    const { store, token } = await openTaskList();
    stream.send('id: 5\nevent: ready\ndata: {}\n\n');
    await waitFor(() => expect(statusOf(store)).toBe('live'));
    const indicator = screen.getByRole('status', { name: 'Live updates' });
    expect(indicator).toHaveTextContent('');

    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    await waitFor(() => expect(indicator).toHaveTextContent('Live updates paused: offline'));
    await waitFor(() => expect(stream.connections[0]?.aborted).toBe(true));

    // Written while this tab was away (its event, or the read it caused, was lost).
    await addTaskElsewhere(token, 'Written while offline');
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(stream.connections).toHaveLength(2));
    expect(stream.connections[1]?.lastEventId).toBe('5');
    stream.send('event: ready\ndata: {}\n\n');
    await waitFor(() => expect(indicator).toHaveTextContent('Live updates are back'));
    expect(
      await screen.findByRole('button', { name: 'Written while offline' }),
    ).toBeInTheDocument();
  });

  it('renew (its token expires): opened again at once from the last id, nothing read again, nothing said', async () => {
    const stream = scriptedStream();
    const { store, token } = await openTaskList();
    stream.send('id: 20\nevent: ready\ndata: {}\n\n');
    await waitFor(() => expect(statusOf(store)).toBe('live'));
    const seen: (string | undefined)[] = [];
    const unsubscribe = store.subscribe(() => seen.push(statusOf(store)));
    await addTaskElsewhere(token, 'Not read again on a renew');

    stream.send('event: renew\ndata: {}\n\n');
    await waitFor(() => expect(stream.connections).toHaveLength(2));
    expect(stream.connections[0]?.aborted).toBe(true);
    expect(stream.connections[1]?.lastEventId).toBe('20');
    // A frame on the new stream: a drop's reopening would now read the screen again.
    stream.send('id: 21\nevent: ready\ndata: {}\n\n');
    await act(() => Promise.resolve());
    unsubscribe();
    expect(seen.filter((status) => status !== 'live')).toEqual([]);
    expect(statusOf(store)).toBe('live');
    expect(screen.getByRole('status', { name: 'Live updates' })).toHaveTextContent('');
    expect(screen.queryByRole('button', { name: 'Not read again on a renew' })).toBeNull();
  });

  it('closed by the server: the stream stops and is not opened again with that session', async () => {
    const stream = scriptedStream();
    const { store } = await openTaskList();
    stream.send('id: 3\nevent: ready\ndata: {}\n\n');
    await waitFor(() => expect(statusOf(store)).toBe('live'));

    stream.send('event: closed\ndata: {"message":"Signed out everywhere"}\n\n');
    await waitFor(() => expect(statusOf(store)).toBe('closed'));
    await waitFor(() => expect(stream.connections[0]?.aborted).toBe(true));
    // Coming online would cut short a wait before opening again: there is none.
    act(() => void window.dispatchEvent(new Event('online')));
    await act(() => Promise.resolve());
    expect(stream.connections).toHaveLength(1);
  });

  it('a 401 goes through the token refresh, as every request does, and the stream opens', async () => {
    let refused = 0;
    server.use(
      http.get(
        apiUrl('events'),
        () => {
          refused += 1;
          return Response.json({ message: 'Token expired' }, { status: 401 });
        },
        { once: true },
      ),
    );
    const { store } = renderApp({ route: TASK_LIST, as: 'Admin' });
    const seen: unknown[] = [];
    store.subscribe(() => {
      const status = statusOf(store);
      if (status && seen.at(-1) !== status) seen.push(status);
    });
    await waitFor(() => expect(statusOf(store)).toBe('live'), FIRST);
    expect(refused).toBe(1);
    // Asked once more at once: no pause, no backoff.
    expect(seen).toEqual(['off', 'connecting', 'live']);
  });

  it('stops at sign-out', async () => {
    const stream = scriptedStream();
    const { store, user } = await openTaskList();
    stream.send('event: ready\ndata: {}\n\n');
    await waitFor(() => expect(statusOf(store)).toBe('live'));

    await user.click(screen.getByRole('button', { name: /^User menu for/ }));
    await user.click(await screen.findByRole('link', { name: 'Logout' }));

    await waitFor(() => expect(statusOf(store)).toBe('off'));
    await waitFor(() => expect(stream.connections[0]?.aborted).toBe(true));
    await screen.findByText('You are now successfully signed out.', undefined, FIRST);
    expect(stream.connections).toHaveLength(1);
  });
});
