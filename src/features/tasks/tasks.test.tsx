import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { DEMO_ADMIN } from '@/mocks/db';
import { server } from '@/mocks/node';
import { apiUrl } from '@/mocks/apiBase';
import { tasksScenarios } from '@/mocks/scenarios/tasks';
import { renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { Kanban } from './components/Kanban';
import { tasksFeature } from './feature';
import { tasksMessages } from './messages';
import { moveTask, listTasks } from './requests';
import { selectBoard, selectTasks } from './tasksSlice';

/*
 * jest-fixed-jsdom gives the page Node's AbortController, while jsdom's addEventListener only
 * accepts its own AbortSignal; @dnd-kit passes `{ signal }` when it binds its sensors. This
 * shim (this file only) honours a foreign signal by removing the listener on abort.
 */
const nativeAdd = EventTarget.prototype.addEventListener;
beforeAll(() => {
  EventTarget.prototype.addEventListener = function add(
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (typeof options === 'object' && options.signal) {
      const { signal, ...rest } = options;
      if (signal.aborted) return;
      nativeAdd.call(this, type, listener, rest);
      signal.addEventListener('abort', () => this.removeEventListener(type, listener, rest), {
        once: true,
      });
      return;
    }
    nativeAdd.call(this, type, listener, options);
  };
});
afterAll(() => {
  EventTarget.prototype.addEventListener = nativeAdd;
});
const FIRST = { timeout: 10_000 };

const columnTitles = (root: unknown, status: 'todo' | 'in-progress' | 'review' | 'done') =>
  selectBoard(root as never)[status].map((t) => t.title);

describe('task list (page + slice + saga + demo API)', () => {
  it('shows Today, Upcoming and Other; adds a task (title required) and completes it through the API', async () => {
    const { user, store } = renderApp({ route: '/apps/tasks/list', as: 'Admin' });
    const today = await screen.findByRole('region', { name: /Today/ }, FIRST);
    expect(
      within(today).getByRole('button', { name: 'Draft the sprint review notes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Upcoming/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Other/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(screen.getByText('Enter a title for the task.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New task title'), 'Call the printer');
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const box = await screen.findByRole('checkbox', { name: 'Complete "Call the printer"' });
    await waitFor(() => expect(box).toBeEnabled()); // the stored task replaced the optimistic one
    await user.click(box);
    await waitFor(() =>
      expect(
        selectTasks(store.getState()).find((t) => t.title === 'Call the printer')?.status,
      ).toBe('done'),
    );
    // Saved: a fresh read from the API has it done.
    act(() => {
      store.dispatch(listTasks.requested({ q: 'printer' }));
    });
    await waitFor(() =>
      expect(selectTasks(store.getState()).map((t) => [t.title, t.status])).toEqual([
        ['Call the printer', 'done'],
      ]),
    );
  });

  it('collapses a section', async () => {
    const { user } = renderApp({ route: '/apps/tasks/list', as: 'Admin' });
    const toggle = await screen.findByRole('button', { name: /Today \(\d+\)/ }, FIRST);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('edits in the details panel; a refused change rolls back with a message', async () => {
    const { user, store } = renderApp({ route: '/apps/tasks/list', as: 'Admin' });
    await user.click(
      await screen.findByRole('button', { name: 'Draft the sprint review notes' }, FIRST),
    );
    const panel = screen.getByRole('region', { name: 'Task details' });
    await user.selectOptions(within(panel).getByLabelText('Priority'), 'Low');
    await waitFor(() =>
      expect(selectTasks(store.getState()).find((t) => t.id === 't1')?.priority).toBe('low'),
    );

    // The seed's assignee is a name from before the directory: kept and shown as it is.
    const assignee = within(panel).getByLabelText('Assignee');
    await within(assignee).findByRole('option', { name: 'Demo User' }, FIRST);
    expect(assignee).toHaveValue('Shreyu N');
    server.use(...(tasksScenarios['tasks-save-fails'] ?? []));
    await user.selectOptions(assignee, 'Demo User');
    expect(await screen.findAllByText('Task store unavailable')).not.toHaveLength(0);
    expect(selectTasks(store.getState()).find((t) => t.id === 't1')?.assignee).toBe('Shreyu N');
    expect(assignee).toHaveValue('Shreyu N');

    // A new pick stores the member's uid; the list names them from the directory.
    server.resetHandlers();
    await user.selectOptions(assignee, 'You (Shreyu Admin)');
    await waitFor(() =>
      expect(selectTasks(store.getState()).find((t) => t.id === 't1')?.assignee).toBe(
        DEMO_ADMIN.uid,
      ),
    );
    const row = screen
      .getByRole('button', { name: 'Draft the sprint review notes' })
      .closest('li') as HTMLElement;
    expect(within(row).getByRole('img', { name: 'You (Shreyu Admin)' })).toBeInTheDocument();
  });

  it('a comment is kept by the API and reads in its own direction, its author isolated', async () => {
    const { user } = renderApp({ route: '/apps/tasks/list', as: 'Admin' });
    await user.click(
      await screen.findByRole('button', { name: 'Draft the sprint review notes' }, FIRST),
    );
    const panel = screen.getByRole('region', { name: 'Task details' });
    await user.type(within(panel).getByLabelText('Write a comment'), 'مرحبا، جاهز!');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    const comment = await within(panel).findByText('مرحبا، جاهز!', undefined, FIRST);
    expect(comment).toHaveAttribute('dir', 'auto');
    expect(comment.previousElementSibling?.querySelector('bdi')).not.toBeNull();
    // Signed by its author, from the members' directory (it was a made-up "Shreyu N").
    expect(comment.previousElementSibling).toHaveTextContent(/^You$/);
    expect(within(panel).getByLabelText('Write a comment')).toHaveValue('');
  });

  it('deletes a task, and puts it back when the server refuses', async () => {
    server.use(
      http.delete(apiUrl('tasks/:id'), () =>
        HttpResponse.json({ message: 'Locked' }, { status: 423 }),
      ),
    );
    const { user } = renderApp({ route: '/apps/tasks/list', as: 'Admin' });
    await user.click(await screen.findByRole('button', { name: 'Set up error monitoring' }, FIRST));
    await user.click(
      within(screen.getByRole('region', { name: 'Task details' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Set up error monitoring' }),
    ).toBeInTheDocument();
    expect((await screen.findAllByText('Locked')).length).toBeGreaterThan(0);
  });
});

describe('kanban (saga: optimistic move, rollback, saved order)', () => {
  const asAdmin = { as: 'Admin' as const, features: [tasksFeature], messages: tasksMessages };

  it('shows the four columns with counts', async () => {
    renderWithProviders(<Kanban />, asAdmin);
    const todo = await screen.findByRole('list', { name: 'To do' }, FIRST);
    expect(await within(todo).findAllByRole('listitem', { name: /, in To do$/ })).toHaveLength(4);
    for (const name of ['In progress', 'Review', 'Done']) {
      expect(
        screen.getByRole('heading', { name: new RegExp(`^${name} \\d+$`) }),
      ).toBeInTheDocument();
    }
  });

  it('a move is applied at once and saved: the order from the API is the new one', async () => {
    const { store } = renderWithProviders(<Kanban />, asAdmin);
    await screen.findByRole('list', { name: 'To do' }, FIRST);
    const count = selectTasks(store.getState()).length;
    act(() => {
      store.dispatch(moveTask.requested({ id: 't1', status: 'review', index: 0 }));
    });
    expect(columnTitles(store.getState(), 'review')[0]).toBe('Draft the sprint review notes');
    await waitFor(() => expect(store.getState().tasks?.request.status).toBe('succeeded'));
    expect(selectTasks(store.getState())).toHaveLength(count);
    // Read again from the API: the move was stored.
    act(() => {
      store.dispatch(listTasks.requested());
    });
    await waitFor(() =>
      expect(columnTitles(store.getState(), 'review')).toEqual([
        'Draft the sprint review notes',
        'Review the invoice page copy',
        'Accessibility pass on forms',
      ]),
    );
    expect(
      within(screen.getByRole('list', { name: 'Review' })).getByText(
        'Draft the sprint review notes',
      ),
    ).toBeInTheDocument();
  });

  it('a move applies the answer (only the cards it changed) and keeps the other cards', async () => {
    const { store } = renderWithProviders(<Kanban />, asAdmin);
    await screen.findByRole('list', { name: 'To do' }, FIRST);
    const items = selectTasks(store.getState());
    const moving = items.find((t) => t.id === 't1');
    server.use(
      http.post(apiUrl('tasks/:id/move'), () =>
        HttpResponse.json([{ ...moving, status: 'review', order: 0, title: 'Saved by the API' }]),
      ),
    );
    act(() => {
      store.dispatch(moveTask.requested({ id: 't1', status: 'review', index: 0 }));
    });
    await waitFor(() =>
      expect(columnTitles(store.getState(), 'review')[0]).toBe('Saved by the API'),
    );
    expect(selectTasks(store.getState())).toHaveLength(items.length);
  });

  it('a refused move snaps back with a message (scenario tasks-move-fails)', async () => {
    server.use(
      http.post(apiUrl('tasks/:id/move'), async () => {
        await delay(50);
        return HttpResponse.json({ message: 'This board is locked for review' }, { status: 409 });
      }),
    );
    const { store } = renderWithProviders(<Kanban />, asAdmin);
    await screen.findByRole('list', { name: 'To do' }, FIRST);
    const before = columnTitles(store.getState(), 'todo');
    act(() => {
      store.dispatch(moveTask.requested({ id: 't2', status: 'done', index: 1 }));
    });
    expect(columnTitles(store.getState(), 'done')).toContain('Fix the sidebar collapse on tablets');
    expect(
      await screen.findByText(
        /The card went back: the move was refused\. This board is locked for review/,
      ),
    ).toBeInTheDocument();
    expect(columnTitles(store.getState(), 'todo')).toEqual(before);
    expect(columnTitles(store.getState(), 'done')).not.toContain(
      'Fix the sidebar collapse on tablets',
    );
    expect(tasksScenarios['tasks-move-fails']).toHaveLength(1);
  });

  it('adds a card to a column (title required)', async () => {
    const { user } = renderWithProviders(<Kanban />, asAdmin);
    await screen.findByRole('list', { name: 'To do' }, FIRST);
    await user.click(screen.getByRole('button', { name: 'Add a task to Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task in Review' });
    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(within(dialog).getByText('Enter a title for the task.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Check the contrast');
    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(
      await within(screen.getByRole('list', { name: 'Review' })).findByText('Check the contrast'),
    ).toBeInTheDocument();
  });
});
