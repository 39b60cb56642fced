import { act, screen, waitFor } from '@testing-library/react';
import { pagePath } from '@/config/pages';
import { MEMBERS_API } from '@/contract/members.plain';
import { apiUrl } from '@/mocks/apiBase';
import { DEMO_ADMIN, DEMO_USER, withDb } from '@/mocks/db';
import { renderAppSignedIn } from '@/test/renderWithProviders';
import { testToken } from '@/test/session';

const FIRST = { timeout: 10_000 };

/** An account of another domain, verified: outside the demo's team until an Admin lets it in. */
const STRANGER = {
  uid: 'u-stranger',
  email: 'sam@elsewhere.example',
  password: DEMO_USER.password,
};

async function seedStranger(verified = true) {
  await withDb((state) => {
    const base = state.accounts[DEMO_USER.uid];
    if (!base) throw new Error('seeded');
    state.accounts[STRANGER.uid] = {
      ...base,
      uid: STRANGER.uid,
      email: STRANGER.email,
      displayName: 'Sam Stranger',
      emailVerified: verified,
    };
  });
}

/** The demo Admin, through the demo API as the users page would call it. */
async function asAdmin(method: string, path: string, body?: unknown) {
  const token = testToken({ ...DEMO_ADMIN, displayName: DEMO_ADMIN.name });
  const answer = await fetch(new URL(apiUrl(path.replace(/^api\//, '')), window.location.href), {
    method,
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}`);
}

describe('the waiting page (issue 49)', () => {
  it('takes a stranger from a refused page to the waiting page, sends one request, and opens the dashboard once an Admin accepts it', async () => {
    await seedStranger();
    const { user, router } = await renderAppSignedIn(STRANGER, {
      route: pagePath('pages-activity'),
    });
    // The workspace refuses the stranger (403 not_a_member): the waiting page, not an error.
    expect(await screen.findByRole('heading', { name: 'Waiting for access' }, FIRST)).toBeVisible();
    expect(router.state.location.pathname).toBe(pagePath('auth-waiting'));
    expect(screen.getByText(/signed in as sam@elsewhere\.example/)).toBeVisible();

    const note = await screen.findByLabelText('A note for the Admins (optional)');
    await user.type(note, 'Sam from the design agency');
    expect(screen.getByText('26 of 500 characters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ask to join' }));
    expect(
      await screen.findByRole('heading', { name: 'An Admin has your request' }, FIRST),
    ).toBeVisible();
    expect(screen.getByText('Sam from the design agency')).toBeVisible();

    await act(() => asAdmin('POST', MEMBERS_API.acceptRequest(STRANGER.uid), { role: 'user' }));
    // The page asks again on its own: the dashboard, without a reload.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/ecommerce'), {
      timeout: 15_000,
    });
  }, 40_000);

  it('refuses a note over 500 characters before sending it', async () => {
    await seedStranger();
    const { user } = await renderAppSignedIn(STRANGER, { route: pagePath('auth-waiting') });
    const note = await screen.findByLabelText('A note for the Admins (optional)', {}, FIRST);
    await user.click(note);
    await user.paste('x'.repeat(501));
    expect(screen.getByText('A note has at most 500 characters.')).toBeVisible();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Ask to join' }));
    expect(screen.queryByRole('heading', { name: 'An Admin has your request' })).toBeNull();
  }, 30_000);

  it('asks an unverified address to verify it first', async () => {
    await seedStranger(false);
    await renderAppSignedIn(STRANGER, { route: pagePath('auth-waiting') });
    expect(
      await screen.findByRole('heading', { name: 'Verify your e-mail address first' }, FIRST),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verify my address' })).toHaveAttribute(
      'href',
      pagePath('auth-confirm'),
    );
    expect(screen.getByRole('link', { name: 'Sign out' })).toBeVisible();
  }, 30_000);

  it('sends a member who opens it to the dashboard', async () => {
    const { router } = await renderAppSignedIn(DEMO_USER, { route: pagePath('auth-waiting') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/ecommerce'), FIRST);
  }, 30_000);
});
