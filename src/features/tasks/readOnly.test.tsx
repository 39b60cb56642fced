import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { seedTasks } from '@/backend/tasks/seed';
import { apiUrl } from '@/mocks/apiBase';
import { server } from '@/mocks/node';
import { renderApp } from '@/test/renderWithProviders';

const FIRST = { timeout: 10_000 };

/** The board as the API answers it, its first task made and assigned by another member. */
function someoneElsesTask() {
  const [first, ...rest] = seedTasks(Date.now());
  const theirs = { ...first!, createdBy: 'another-member', assignee: null, version: 1 };
  const items = [theirs, ...rest.map((task) => ({ ...task, version: 1 }))];
  server.use(http.get(apiUrl('tasks'), () => HttpResponse.json({ items, total: items.length })));
  return theirs;
}

describe('a task I may not change (issue 54: refusals in place)', () => {
  it('shows read-only with the reason before I type; comments stay open', async () => {
    const theirs = someoneElsesTask();
    const { user } = renderApp({ route: '/apps/tasks/list', as: 'user' });
    await user.click(await screen.findByRole('button', { name: theirs.title }, FIRST));
    const panel = screen.getByRole('region', { name: 'Task details' });
    expect(
      await within(panel).findByText(
        'Only the task’s creator, its assignee and Admins may change or delete this task',
        {},
        FIRST,
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByLabelText('Title')).toBeDisabled();
    expect(within(panel).getByLabelText('Priority')).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(panel).getByLabelText('Write a comment')).toBeEnabled();
  });

  it('a seed task (made by nobody) stays every member’s to change', async () => {
    const { user } = renderApp({ route: '/apps/tasks/list', as: 'user' });
    await user.click(
      await screen.findByRole('button', { name: 'Draft the sprint review notes' }, FIRST),
    );
    const panel = screen.getByRole('region', { name: 'Task details' });
    expect(within(panel).getByLabelText('Title')).toBeEnabled();
  });
});
