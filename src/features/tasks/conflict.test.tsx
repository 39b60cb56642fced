/**
 * Two people, one task (issue 40): a change refused because someone else changed the task
 * first (409 with the task as it is now) stays on screen with a choice, and a task deleted
 * by someone else closes with a message. The demo API answers everything but the one 409,
 * which stands in for the other person's write.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Task } from '@/contract/tasks';
import { TASKS_API } from '@/contract/tasks.plain';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/apiBase';
import { server } from '@/mocks/node';
import { renderApp } from '@/test/renderWithProviders';
import { theyDeleted, theySavedFirst } from '@/test/otherMember';
import { listTasks } from './requests';
import { selectTasks, selectTasksRequest } from './tasksSlice';

const FIRST = { timeout: 10_000 };
const TASK = 'Draft the sprint review notes';

/** The next PATCH answers 409: someone else saved `theirs` over the task first. */
const theyChangedItFirst = (theirs: () => Task) => theySavedFirst('patch', 'tasks/:id', theirs);

async function openTask() {
  const rendered = renderApp({ route: '/apps/tasks/list', as: 'Admin' });
  await rendered.user.click(await screen.findByRole('button', { name: TASK }, FIRST));
  const panel = screen.getByRole('region', { name: 'Task details' });
  const task = selectTasks(rendered.store.getState()).find((t) => t.title === TASK) as Task;
  return { ...rendered, panel, task };
}

describe('task details: someone else changed the task first', () => {
  it('says who and when, keeps what I typed, and "Apply mine again" saves it on their version', async () => {
    const { user, store, panel, task } = await openTask();
    expect(task.version).toBe(1);
    // Me, from another tab: "you" (a uid is never shown as it is).
    const me = store.getState().auth.user?.uid as string;
    const sent = theyChangedItFirst(() => ({
      ...task,
      title: 'Their title',
      priority: 'high',
      updatedBy: me,
      updatedAt: '2026-05-01T10:42:00Z',
    }));
    const title = within(panel).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'My title');
    await user.tab();

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(/This task was changed by you at .*2026/);
    expect(alert).not.toHaveTextContent(me);
    expect(alert).toHaveTextContent('Your change is still here, not saved yet (Title)');
    expect(sent[0]).toMatchObject({ title: 'My title', version: 1 });
    // Nothing typed is lost, and no toast repeats what the panel says.
    expect(title).toHaveValue('My title');
    expect(screen.queryByText('The change could not be saved')).not.toBeInTheDocument();
    // The list shows the task as stored (theirs), not my unsaved title as if it were saved.
    expect(selectTasks(store.getState()).find((t) => t.id === task.id)?.title).toBe('Their title');
    expect(screen.queryByText('My title')).not.toBeInTheDocument();
    expect(screen.getByText('Their title')).toBeInTheDocument();
    // A read of the list meanwhile (a live update) leaves my change on screen until I choose.
    let reads = 0;
    const counting = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/api/tasks'))
        reads += 1;
    };
    server.events.on('request:start', counting);
    act(() => {
      store.dispatch(listTasks.requested({}));
    });
    await waitFor(() => expect(reads).toBe(1));
    await waitFor(() => expect(selectTasks(store.getState()).length).toBeGreaterThan(1));
    server.events.removeListener('request:start', counting);
    await waitFor(() => expect(selectTasksRequest(store.getState()).status).not.toBe('loading'));
    expect(title).toHaveValue('My title');
    expect(within(panel).getByRole('alert')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Apply mine again' }));
    await waitFor(() => expect(within(panel).queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(selectTasks(store.getState()).find((t) => t.id === task.id)).toMatchObject({
        title: 'My title',
        version: 2,
      }),
    );
    // Stored: a fresh read from the API has it.
    act(() => {
      store.dispatch(listTasks.requested({ q: 'My title' }));
    });
    await waitFor(() =>
      expect(selectTasks(store.getState()).map((t) => t.title)).toEqual(['My title']),
    );
  });

  it('keeps what I typed when a read of the list lands while my change is on its way', async () => {
    const { user, store, panel, task } = await openTask();
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.patch(
        apiUrl('tasks/:id'),
        async () => {
          await held;
          return HttpResponse.json(
            { message: 'Someone changed this record', current: { ...task, version: 2 } },
            { status: 409 },
          );
        },
        { once: true },
      ),
    );
    const title = within(panel).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'My title');
    await user.tab();
    // Their change reaches me by a read of the list (a live update) before my answer does:
    // the stored task (not changed by my refused write) replaces my change on screen.
    act(() => {
      store.dispatch(listTasks.requested({}));
    });
    await waitFor(() =>
      expect(selectTasks(store.getState()).find((t) => t.id === task.id)?.title).toBe(TASK),
    );
    answer();
    await within(panel).findByRole('alert');
    expect(title).toHaveValue('My title');
  });

  it('"Reload theirs" shows the task as they left it; an unknown author is "someone else"', async () => {
    const { user, store, panel, task } = await openTask();
    theyChangedItFirst(() => ({ ...task, title: 'Their title', assignee: 'Nik G', version: 2 }));
    await user.selectOptions(within(panel).getByLabelText('Priority'), 'Low');

    const alert = await within(panel).findByRole('alert');
    // The seed's task says nobody changed it (`updatedBy` null).
    expect(alert).toHaveTextContent(/^This task was changed by someone else at .*, while you were/);
    expect(alert).toHaveTextContent('(Priority)');
    // Mine stays on screen until I choose.
    expect(within(panel).getByLabelText('Priority')).toHaveValue('low');

    await user.click(within(alert).getByRole('button', { name: 'Reload theirs' }));
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel).getByLabelText('Title')).toHaveValue('Their title');
    expect(within(panel).getByLabelText('Assignee')).toHaveValue('Nik G');
    expect(within(panel).getByLabelText('Priority')).toHaveValue(task.priority);
    expect(selectTasks(store.getState()).find((t) => t.id === task.id)?.version).toBe(2);
  });

  it('two quick changes of mine are not a conflict with myself', async () => {
    const { store, panel, task } = await openTask();
    // Three changes before the first answer comes back (each sent on the version shown).
    fireEvent.change(within(panel).getByLabelText('Priority'), { target: { value: 'low' } });
    fireEvent.change(within(panel).getByLabelText('Due date'), { target: { value: '2026-06-30' } });
    fireEvent.click(within(panel).getByRole('checkbox', { name: task.checklist[0]?.text }));
    await waitFor(() =>
      expect(selectTasks(store.getState()).find((t) => t.id === task.id)?.version).toBe(4),
    );
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(selectTasks(store.getState()).find((t) => t.id === task.id)).toMatchObject({
      priority: 'low',
      dueDate: '2026-06-30',
    });
  });
});

describe('task details: deleted by someone else', () => {
  it('closes the open task and says why', async () => {
    const { store, task } = await openTask();
    await theyDeleted(store, 'tasks', task.id, TASKS_API.item(task.id));
    expect(await screen.findByText('This task was deleted by someone else.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Task details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TASK })).not.toBeInTheDocument();
  });

  it('leaves the open task alone when another one is deleted', async () => {
    const { store, task } = await openTask();
    const other = selectTasks(store.getState()).find((t) => t.id !== task.id) as Task;
    await theyDeleted(store, 'tasks', other.id, TASKS_API.item(other.id));
    expect(screen.getByRole('region', { name: 'Task details' })).toBeInTheDocument();
    expect(screen.queryByText('This task was deleted by someone else.')).not.toBeInTheDocument();
  });
});
