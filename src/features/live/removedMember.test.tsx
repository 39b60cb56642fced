import { screen, waitFor } from '@testing-library/react';
import { pagePath } from '@/config/pages';
import { DIRECTORY_AREAS } from '@/contract/events.plain';
import { MEMBERS_API } from '@/contract/members.plain';
import { apiUrl } from '@/mocks/apiBase';
import { DEMO_ADMIN } from '@/mocks/db';
import { renderApp } from '@/test/renderWithProviders';
import { scriptedStream } from '@/test/scriptedStream';
import { testToken } from '@/test/session';
import { selectLiveStatus } from './status';

const FIRST = { timeout: 10_000 };

const statusOf = (store: { getState: () => unknown }) =>
  selectLiveStatus(store.getState() as Parameters<typeof selectLiveStatus>[0]);

describe('removed from the workspace while a page is open (issue 49)', () => {
  it('the open screen goes to the waiting page at the live membership change, before any other request', async () => {
    // The stream is the test's: only the `membership` frame below reaches the app (no
    // `members` change that would make a page read again and meet the 403 on its own).
    const stream = scriptedStream();
    const { store, router } = renderApp({ route: pagePath('pages-starter'), as: 'user' });
    await screen.findByRole('heading', { level: 1 }, FIRST);
    stream.send('id: 1\nevent: ready\ndata: {}\n\n');
    await waitFor(() => expect(statusOf(store)).toBe('live'), FIRST);
    const uid = store.getState().auth.user?.uid ?? '';

    // The Admin removes this account elsewhere (straight to the demo API, not through this app).
    const token = testToken({ ...DEMO_ADMIN, displayName: DEMO_ADMIN.name });
    const removed = await fetch(apiUrl(MEMBERS_API.member(uid).replace(/^api\//, '')), {
      method: 'DELETE',
      headers: { Authorization: `JWT ${token}` },
    });
    expect(removed.status).toBe(204);
    expect(router.state.location.pathname).toBe(pagePath('pages-starter'));

    const change = {
      id: '2',
      area: DIRECTORY_AREAS.membership,
      op: 'update',
      recordId: uid,
      by: DEMO_ADMIN.uid,
      at: '',
    };
    stream.send(`id: 2\nevent: change\ndata: ${JSON.stringify(change)}\n\n`);
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('auth-waiting')), {
      timeout: 10_000,
    });
    expect(await screen.findByRole('heading', { name: 'Waiting for access' }, FIRST)).toBeVisible();
  }, 30_000);
});
