import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/apiBase';
import { DEMO_USER, withDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { httpScenarios } from '@/mocks/scenarios/http';
import { projectsScenarios } from '@/mocks/scenarios/projects';
import { renderApp } from '@/test/renderWithProviders';

// The whole app loads its lazy layout and page first: the first query of a test waits longer.
const FIRST = { timeout: 10_000 };

const projectLinks = () =>
  within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('link');

describe('projects (pages + slice + saga + demo API)', () => {
  it('lists the projects as cards, filters by state and searches on the server', async () => {
    const { user } = renderApp({ route: '/apps/projects/list', as: 'Admin' });
    const list = await screen.findByRole('list', { name: 'Projects' }, FIRST);
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(within(list).getByRole('link', { name: 'Ubold v3.0 - Redesign' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('State'), 'Completed');
    await waitFor(() => expect(projectLinks()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Minton v3.0 - Redesign' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('State'), 'All states');
    await user.type(screen.getByLabelText('Search projects'), 'warehouse');
    await waitFor(() => expect(projectLinks()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Analytics warehouse' })).toBeInTheDocument();
  });

  it('an empty workspace says what to do first; an empty search says nothing matches', async () => {
    // A server started without SEED_DEMO_DATA: no project at all.
    server.use(http.get(apiUrl('projects'), () => HttpResponse.json({ items: [], total: 0 })));
    const { user } = renderApp({ route: '/apps/projects/list', as: 'Admin' });
    expect(await screen.findByText(/No projects yet: "Create project"/, {}, FIRST)).toBeVisible();
    await user.type(screen.getByLabelText('Search projects'), 'nothing');
    expect(await screen.findByText('No project matches.')).toBeInTheDocument();
  });

  it('creates a project; the form checks the rules in words the person reads, then the API checks uniqueness', async () => {
    const { user } = renderApp({ route: '/apps/projects/list', as: 'Admin' });
    await screen.findByRole('list', { name: 'Projects' }, FIRST);
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create project' });
    const start = within(dialog).getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2030-05-10');
    const due = within(dialog).getByLabelText('Due date');
    await user.clear(due);
    await user.type(due, '2030-05-01');
    const budget = within(dialog).getByLabelText('Budget (USD)');
    await user.clear(budget);
    await user.type(budget, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Enter a name for the project.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('The due date cannot be before the start date.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a budget of 0 or more.')).toBeInTheDocument();

    // A name already used: only the server knows, its 422 shows beside the field.
    await user.type(within(dialog).getByLabelText('Name'), 'Landing page refresh');
    await user.clear(due);
    await user.type(due, '2030-06-01');
    await user.clear(budget);
    await user.type(budget, '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('The workspace already has a project with this name'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Brand new project');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('link', { name: 'Brand new project' }));
    expect(
      await screen.findByRole('heading', { name: 'Brand new project', level: 1 }, FIRST),
    ).toBeInTheDocument();
    expect(screen.getByText('$1,200')).toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses the save', async () => {
    server.use(...(projectsScenarios['projects-save-fails'] ?? []));
    const { user } = renderApp({ route: '/apps/projects/list', as: 'Admin' });
    await screen.findByRole('list', { name: 'Projects' }, FIRST);
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Kept text');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('The project store is read-only right now'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Kept text');
  });

  it('details without an id show the first project; comments are added and rendered as text', async () => {
    const { user } = renderApp({ route: '/apps/projects/details', as: 'Admin' });
    expect(
      await screen.findByRole('heading', { name: 'Minton v3.0 - Redesign', level: 1 }, FIRST),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Comments/ }));
    await user.type(screen.getByLabelText('Add a comment'), '<img src=x onerror=alert(1)> hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const comment = await screen.findByText('<img src=x onerror=alert(1)> hello');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    // Text a person wrote reads in its own direction, whatever the layout's.
    expect(comment).toHaveAttribute('dir', 'auto');
    // Signed by its author, from the members' directory (it was a made-up "Shreyu N").
    expect(comment.closest('li')).toHaveTextContent(/^You/);
    expect(screen.getByText(/^Upgrade every plugin/)).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('Add a comment')).toHaveValue('');
  });

  it('an unknown id is a not-found state with the way back', async () => {
    renderApp({ route: '/apps/projects/details/nope', as: 'Admin' });
    expect(
      await screen.findByText('This project does not exist, or it was deleted.', {}, FIRST),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the projects' })).toBeInTheDocument();
  });

  it('edits and deletes after a confirmation, then goes back to the list without it', async () => {
    const { user } = renderApp({ route: '/apps/projects/details/p2', as: 'Admin' });
    await screen.findByRole('heading', { name: 'Minton v3.0 - Redesign', level: 1 }, FIRST);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Minton v4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Minton v4', level: 1 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete project' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const list = await screen.findByRole('list', { name: 'Projects' }, FIRST);
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(5));
    expect(screen.queryByRole('link', { name: 'Minton v4' })).not.toBeInTheDocument();
  });

  it('picks the team from the members: old names kept, a disabled member greyed and not offered again', async () => {
    // Demo User is disabled: listed in the directory, offered for no new pick.
    await withDb((state) => {
      const account = state.accounts[DEMO_USER.uid];
      if (account) account.disabled = true;
    });
    const { user } = renderApp({ route: '/apps/projects/details/p2', as: 'Admin' });
    await screen.findByRole('heading', { name: 'Minton v3.0 - Redesign', level: 1 }, FIRST);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    const team = within(dialog).getByRole('group', { name: 'Team' });
    // The seed's team: names from before the directory, checked and shown as they are.
    expect(within(team).getByRole('checkbox', { name: 'Greeva Y' })).toBeChecked();
    expect(within(team).getByRole('checkbox', { name: 'Kevin C' })).toBeChecked();
    const me = await within(team).findByRole('checkbox', { name: 'You' }, FIRST);
    expect(me).not.toBeChecked();
    expect(within(team).queryByRole('checkbox', { name: /Demo User/ })).not.toBeInTheDocument();

    // Typing narrows the list; Space picks.
    await user.type(within(team).getByRole('searchbox', { name: 'Find a member' }), 'shreyu');
    expect(within(team).getAllByRole('checkbox')).toHaveLength(1);
    within(team).getByRole('checkbox', { name: 'You' }).focus();
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('img', { name: 'You (Shreyu Admin)' }, FIRST),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Greeva Y' })).toBeInTheDocument();
  });

  it('a failed list read shows the error with a retry', async () => {
    server.use(...httpScenarios['api-500']);
    const { user } = renderApp({ route: '/apps/projects/list', as: 'Admin' });
    expect(await screen.findByText('Database unavailable', {}, FIRST)).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Projects' })).toBeInTheDocument();
  });
});
