import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import { runSaga, type Saga } from 'redux-saga';
import { canOpen } from '@/config/pages';
import { env } from '@/config/env';
import { dashboardFeature } from '@/features/dashboard';
import { DEMO_ADMIN, DEMO_USER } from '@/mocks/db';
import { server } from '@/mocks/node';
import { createHttpClient } from '@/services/http';
import type { AppError } from '@/services/errors';
import { renderWithProviders } from '@/test/renderWithProviders';
import { withScenario } from '@/test/scenarios';
import { testToken } from '@/test/session';
import { notesHandlers } from './demoApi';
import { loadStats } from './httpRead';
import { DarkModeSwitch } from './layout';
import { everyLayout, layout } from './layoutConstants';
import { memberMaySee, reportsPage } from './pages';
import { MessageBody } from './safeHtml';
import { greeting } from './session';
import { toastFailure } from './toast';
import { SignedInAs } from './useAuth';

const ROOT = path.resolve(__dirname, '../..');
const GUIDE = path.join(ROOT, 'docs/MIGRATION.md');

/** The guide's code blocks that say which file they are: ```ts + `// src/migration/x.ts`. */
function guideSnippets(): { file: string; body: string }[] {
  const text = fs.readFileSync(GUIDE, 'utf8');
  return [...text.matchAll(/```tsx?\n\/\/ (src\/migration\/[\w.]+)\n([\s\S]*?)```/g)].map(
    ([, file = '', body = '']) => ({ file, body }),
  );
}

describe('docs/MIGRATION.md', () => {
  it("each after-snippet is its file's content, word for word", () => {
    const snippets = guideSnippets();
    expect(snippets.length).toBeGreaterThan(0);
    for (const { file, body } of snippets) {
      expect({ file, body }).toEqual({
        file,
        body: fs.readFileSync(path.join(ROOT, file), 'utf8'),
      });
    }
  });

  it('shows every file of src/migration', () => {
    const shown = new Set(guideSnippets().map((s) => s.file));
    const files = fs
      .readdirSync(__dirname)
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
      .map((name) => `src/migration/${name}`);
    expect(files.filter((file) => !shown.has(file))).toEqual([]);
  });
});

/** Runs a saga with the store and services of a rendered app, as the root saga would. */
function run(
  booted: ReturnType<typeof renderWithProviders>,
  saga: Saga,
  ...args: unknown[]
): Promise<unknown> {
  return runSaga(
    {
      dispatch: booted.store.dispatch,
      getState: booted.store.getState,
      context: { services: booted.services },
    },
    saga,
    ...args,
  ).toPromise();
}

describe('the after-snippets work', () => {
  it('useAuth: the signed-in user and the sign-out', async () => {
    const { user } = renderWithProviders(<SignedInAs />, { as: 'Admin' });
    expect(await screen.findByText(/Shreyu Admin \(Admin\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(screen.queryByText(/Shreyu Admin/)).not.toBeInTheDocument());
  });

  it('an APICore read as a saga: data, and a 500 as a failure with the server words', async () => {
    const booted = renderWithProviders(<div />, { as: 'Admin', features: [dashboardFeature] });
    await run(booted, loadStats);
    expect(booted.store.getState().dashboard?.stats.length).toBeGreaterThan(0);

    withScenario('api-500');
    await run(booted, loadStats);
    expect(booted.store.getState().dashboard?.statsRequest).toMatchObject({
      status: 'failed',
      error: { message: 'Database unavailable' },
    });
  });

  it('the session user, read in a saga', async () => {
    const booted = renderWithProviders(<div />, { as: 'Admin' });
    expect(await run(booted, greeting)).toBe(`Hello ${DEMO_ADMIN.name}`);
  });

  it('a role route: members may not open it, Admins may', () => {
    expect(memberMaySee).toBe(false);
    expect(canOpen(reportsPage, 'Admin')).toBe(true);
  });

  it('a theme setter: the event changes the theme on the page', async () => {
    const { user, store } = renderWithProviders(<DarkModeSwitch />, { as: 'Admin' });
    await user.click(await screen.findByRole('switch', { name: 'Dark mode' }));
    expect(store.getState().layout.settings.theme).toBe('dark');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark'));
  });

  it('the layout constants are the allowed values', () => {
    expect(everyLayout).toContain(layout);
  });

  it('the fake backend as msw routes: per-user data, 403 for the wrong role, 422, 404', async () => {
    server.use(...notesHandlers);
    const client = (account: { uid: string; email: string }) =>
      createHttpClient({
        baseURL: env.apiBaseUrl,
        timeout: 0,
        getToken: () => testToken(account),
      });
    const member = client(DEMO_USER);
    const admin = client(DEMO_ADMIN);
    expect(await member.get('api/notes')).toMatchObject({
      kind: 'ok',
      data: { items: [{ id: 'n1', text: 'First note' }], total: 1 },
    });
    await expect(member.create('api/notes', { text: 'mine' })).rejects.toMatchObject({
      code: 'http/forbidden',
    });
    const invalid = await admin.create('api/notes', { text: ' ' }).catch((e: unknown) => e);
    expect((invalid as AppError).fields).toEqual({ text: 'Write something first' });
    expect(await admin.create('api/notes', { text: 'Second' })).toMatchObject({
      kind: 'ok',
      status: 201,
    });
    expect(await admin.get('api/notes/nope')).toEqual({ kind: 'not-found', status: 404 });
  });

  it('a toast from a saga, none for a cancelled request', async () => {
    const booted = renderWithProviders(<div />, { as: 'Admin' });
    await run(booted, toastFailure, {
      code: 'http/cancelled',
      messageKey: 'errors.http.cancelled',
      silent: true,
    });
    expect(booted.store.getState().notifications.items).toEqual([]);
    await act(() =>
      run(booted, toastFailure, {
        code: 'http/server',
        messageKey: 'errors.http.server',
        message: 'Database unavailable',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('HTML from data is sanitised', () => {
    const { container } = render(
      <MessageBody html={'<b>hi</b><img src="x" onerror="alert(1)"><script>alert(2)</script>'} />,
    );
    expect(container.querySelector('b')).toHaveTextContent('hi');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });
});
