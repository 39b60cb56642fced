/**
 * Two people, one project (issue 40): the edit form keeps my values when someone else saved
 * the project first (409 with the project as it is now) and offers both ways on.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { PROJECTS_API } from '@/contract/projects';
import { renderApp } from '@/test/renderWithProviders';
import { OTHER_MEMBER, theyChanged, theyDeleted, theySavedFirst } from '@/test/otherMember';

const FIRST = { timeout: 10_000 };

/** The next PUT answers 409: someone else renamed the project first (to `name`). */
const theyRenamedItFirst = (name: string) =>
  theySavedFirst('put', 'projects/:id', (sent) => ({
    ...sent,
    id: 'p2',
    name,
    version: 1,
    updatedBy: OTHER_MEMBER,
  }));

/** Opens the edit form of p2 and types `name` in it (not saved). */
async function typeName(name: string) {
  const rendered = renderApp({ route: '/apps/projects/details/p2', as: 'Admin' });
  await screen.findByRole('heading', { name: 'Minton v3.0 - Redesign', level: 1 }, FIRST);
  await rendered.user.click(screen.getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
  const field = within(dialog).getByLabelText('Name');
  await rendered.user.clear(field);
  await rendered.user.type(field, name);
  const save = () => rendered.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { ...rendered, dialog, field, save };
}

async function editName(name: string) {
  const typed = await typeName(name);
  await typed.save();
  return typed;
}

describe('projects: someone else changed the project first', () => {
  it('keeps my values; "Apply mine again" saves them on their version', async () => {
    const sent = theyRenamedItFirst('Their Minton');
    const { user, dialog, field } = await editName('My Minton');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'This project was changed by a member while you were editing it.',
    );
    expect(sent[0]).toMatchObject({ name: 'My Minton', version: 1 });
    expect(field).toHaveValue('My Minton');

    await user.click(within(alert).getByRole('button', { name: 'Apply mine again' }));
    expect(await screen.findByRole('heading', { name: 'My Minton', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"Reload theirs" puts their values in the form', async () => {
    theyRenamedItFirst('Their Minton');
    const { user, dialog, field } = await editName('My Minton');
    const alert = await within(dialog).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Reload theirs' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(field).toHaveValue('Their Minton');
  });
});

describe('projects: changed by someone else while I type', () => {
  it('my typing stays; saving it is a conflict on the version I started from', async () => {
    const { store, dialog, field, save } = await typeName('My Minton');
    await theyChanged(store, 'projects', 'p2', PROJECTS_API.item('p2'), {
      name: 'Their Minton',
    });
    // The page behind follows their change; the form keeps mine.
    expect(
      await screen.findByRole('heading', { name: 'Their Minton', level: 1, hidden: true }),
    ).toBeInTheDocument();
    expect(field).toHaveValue('My Minton');
    await save();
    // Their change is a PUT as the demo's one Admin: the alert names "you" (another tab).
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/This project was changed by .* while you were editing it/);
    expect(field).toHaveValue('My Minton');
  });
});

describe('projects: deleted by someone else', () => {
  it('the open project page says it is gone, and why', async () => {
    const { store } = renderApp({ route: '/apps/projects/details/p2', as: 'Admin' });
    await screen.findByRole('heading', { name: 'Minton v3.0 - Redesign', level: 1 }, FIRST);
    await theyDeleted(store, 'projects', 'p2', PROJECTS_API.item('p2'));
    expect(
      await screen.findByText('This project does not exist, or it was deleted.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('This project was deleted by someone else.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Minton v3.0 - Redesign' }),
    ).not.toBeInTheDocument();
  });
});
