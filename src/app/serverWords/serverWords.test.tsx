import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  DIRECTORY_MESSAGES,
  NO_DIRECTORY_MESSAGE,
  SESSION_MESSAGES,
} from '@/backend/admin/directory';
import { FILE_MESSAGES } from '@/backend/files/routes';
import { MEMBERSHIP_MESSAGES } from '@/backend/members/membership';
import { PROBLEM_MESSAGES } from '@/backend/problems';
import { pagePath } from '@/config/pages';
import { STALE_MESSAGE } from '@/contract/versions';
import { NOT_YOURS } from '@/contract/workspace';
import { createI18n } from '@/i18n/i18n';
import { mapHttpError } from '@/services/http';
import { describeError } from '@/lib/describeError';
import { deleteTask } from '@/features/tasks/requests';
import { apiUrl } from '@/mocks/apiBase';
import { server } from '@/mocks/node';
import { renderApp } from '@/test/renderWithProviders';
import en_ from './en.json';
import it_ from './it.json';

/** Every fixed sentence the API sends, from the constants the backend sends them from. */
const SENT = [
  ...Object.values(PROBLEM_MESSAGES),
  ...Object.values(SESSION_MESSAGES),
  ...Object.values(DIRECTORY_MESSAGES),
  ...Object.values(FILE_MESSAGES),
  ...Object.values(NOT_YOURS),
  ...Object.values(MEMBERSHIP_MESSAGES),
  NO_DIRECTORY_MESSAGE,
  STALE_MESSAGE,
];
const translated: Record<string, string> = it_.serverWords;

describe("the API's words in Italian", () => {
  it('translates every fixed sentence the API sends, and nothing it no longer sends', () => {
    expect(SENT.filter((sentence) => !translated[sentence])).toEqual([]);
    expect(Object.keys(translated).filter((sentence) => !SENT.includes(sentence))).toEqual([]);
    // English: the refusals it shows as written, each as it is sent.
    const shown: Record<string, string> = en_.serverWords;
    expect(Object.entries(shown).filter(([sent, words]) => sent !== words)).toEqual([]);
    expect(Object.values(NOT_YOURS).filter((words) => shown[words] !== words)).toEqual([]);
    // A stranger's refusal (not a member, address not verified) says what to do: as written.
    expect(Object.values(MEMBERSHIP_MESSAGES).filter((words) => shown[words] !== words)).toEqual(
      [],
    );
  });

  it('a refusal reads as the server wrote it in English, and as the app\'s own "access denied" before the words are loaded', () => {
    const refusal = (message: string) =>
      mapHttpError({ isAxiosError: true, response: { status: 403, data: { message } } });
    // Before the words are added (instances share their resources: checked first).
    const bare = createI18n('it');
    for (const words of Object.values(NOT_YOURS))
      expect(describeError(refusal(words), bare.t)).toMatch(/^Accesso negato/);
    const [en, italian] = [createI18n('en'), createI18n('it')];
    en.addResourceBundle('en', 'translation', en_, true, false);
    italian.addResourceBundle('it', 'translation', it_, true, false);
    for (const words of Object.values(NOT_YOURS)) {
      expect(describeError(refusal(words), en.t)).toBe(words);
      expect(describeError(refusal(words), italian.t)).toBe(translated[words]);
    }
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
