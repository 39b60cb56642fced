import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  DIRECTORY_MESSAGES,
  NO_DIRECTORY_MESSAGE,
  SESSION_MESSAGES,
} from '@/backend/admin/directory';
import { FILE_MESSAGES } from '@/backend/files/routes';
import { PROBLEM_MESSAGES } from '@/backend/problems';
import { pagePath } from '@/config/pages';
import { STALE_MESSAGE } from '@/contract/versions';
import { deleteTask } from '@/features/tasks/requests';
import { translateServerWords } from '@/lib/describeError';
import { apiUrl } from '@/mocks/apiBase';
import { server } from '@/mocks/node';
import { renderApp } from '@/test/renderWithProviders';
import it_ from './it.json';

/** Every fixed sentence the API sends, from the constants the backend sends them from. */
const SENT = [
  ...Object.values(PROBLEM_MESSAGES),
  ...Object.values(SESSION_MESSAGES),
  ...Object.values(DIRECTORY_MESSAGES),
  ...Object.values(FILE_MESSAGES),
  NO_DIRECTORY_MESSAGE,
  STALE_MESSAGE,
];
const translated: Record<string, string> = it_.serverWords;

describe("the API's words in Italian", () => {
  it('translates every fixed sentence the API sends, and nothing it no longer sends', () => {
    expect(SENT.filter((sentence) => !translated[sentence])).toEqual([]);
    expect(Object.keys(translated).filter((sentence) => !SENT.includes(sentence))).toEqual([]);
  });

  it('a refusal reads in Italian on a signed-in page (the frame loads the words)', async () => {
    server.use(
      http.delete(apiUrl('tasks/:id'), () =>
        HttpResponse.json({ message: PROBLEM_MESSAGES.rateLimited }, { status: 429 }),
      ),
    );
    const { store, i18n } = renderApp({ route: pagePath('tasks-list'), as: 'Admin' });
    await screen.findByRole('heading', { level: 1, name: 'Task List' }, { timeout: 10_000 });
    await act(() => i18n.changeLanguage('it'));
    await screen.findByRole('heading', { level: 1, name: 'Elenco attività' });
    act(() => {
      store.dispatch(deleteTask.requested('t2'));
    });
    // Beside the list, and in the toast that says the deletion failed.
    const said = await screen.findAllByText(/Troppe richieste: attendi un momento e riprova\./);
    expect(said.length).toBeGreaterThan(0);
    expect(screen.queryByText(new RegExp(PROBLEM_MESSAGES.rateLimited))).toBeNull();
  });
});

describe("the API's words on the sign-in pages", () => {
  it('load them too, in Italian', async () => {
    const { i18n } = renderApp({ route: pagePath('auth-login') });
    await screen.findByRole('button', { name: 'Log In' }, { timeout: 10_000 });
    const italian = i18n.getFixedT('it');
    await waitFor(() =>
      expect(translateServerWords(PROBLEM_MESSAGES.databaseAway, italian)).toBe(
        'Il database non è raggiungibile in questo momento: riprova tra poco.',
      ),
    );
  });
});
