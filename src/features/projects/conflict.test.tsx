/**
 * Two people, one project (issue 40): the edit form keeps my values when someone else saved
 * the project first (409 with the project as it is now) and offers both ways on.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { liveChanged } from '@/features/events';
import { apiUrl } from '@/mocks/apiBase';
import { server } from '@/mocks/node';
import { renderApp } from '@/test/renderWithProviders';

const FIRST = { timeout: 10_000 };

/** The next PUT answers 409: someone else renamed the project first (to `name`). */
function theyRenamedItFirst(name: string) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.put(
      apiUrl('projects/:id'),
      async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        const current = { ...body, id: 'p2', name, version: 1, updatedBy: 'u-sara' };
        return HttpResponse.json({ message: 'stale', current }, { status: 409 });
      },
      { once: true },
    ),
  );
  return sent;
}

async function editName(name: string) {
  const rendered = renderApp({ route: '/apps/projects/details/p2', as: 'Admin' });
  await screen.findByRole('heading', { name: 'Minton v3.0 - Redesign', level: 1 }, FIRST);
  await rendered.user.click(screen.getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
  const field = within(dialog).getByLabelText('Name');
  await rendered.user.clear(field);
  await rendered.user.type(field, name);
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { ...rendered, dialog, field };
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

describe('projects: deleted by someone else', () => {
  it('the open project page says it is gone, and why', async () => {
    const { store } = renderApp({ route: '/apps/projects/details/p2', as: 'Admin' });
    await screen.findByRole('heading', { name: 'Minton v3.0 - Redesign', level: 1 }, FIRST);
    act(() => {
      store.dispatch(
        liveChanged({
          id: '9',
          area: 'projects',
          op: 'delete',
          recordId: 'p2',
          by: 'u-sara',
          at: new Date().toISOString(),
        }),
      );
    });
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
