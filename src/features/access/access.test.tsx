import { act, screen, waitFor, within } from '@testing-library/react';
import { MEMBERS_API } from '@/contract/members.plain';
import { apiUrl } from '@/mocks/apiBase';
import { DEMO_USER, withDb } from '@/mocks/db';
import { renderApp } from '@/test/renderWithProviders';
import { testToken } from '@/test/session';

// The whole app loads its lazy layout and page first: the first query of a test waits longer.
const FIRST = { timeout: 10_000 };

const STRANGER = { uid: 'u-stranger', email: 'sam@elsewhere.example', displayName: 'Sam Stranger' };

/** A call to the demo API as `account` (a token the demo identity backend signed). */
async function as(
  account: { uid: string; email: string; displayName?: string | null; emailVerified?: boolean },
  method: string,
  path: string,
  body?: unknown,
) {
  const token = testToken(account);
  const url = new URL(apiUrl(path.replace(/^api\//, '')), window.location.href);
  return fetch(url, {
    method,
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** `members/me` of `account`: is it a member now. */
const isMember = async (account: Parameters<typeof as>[0]) =>
  ((await (await as(account, 'GET', MEMBERS_API.me)).json()) as { member: boolean }).member;

/** A verified account of another domain that asked to join, through the demo API. */
async function strangerAsks(note: string) {
  await withDb((state) => {
    const base = state.accounts[DEMO_USER.uid];
    if (!base) throw new Error('seeded');
    state.accounts[STRANGER.uid] = { ...base, ...STRANGER, emailVerified: true };
  });
  expect(await isMember(VERIFIED_STRANGER)).toBe(false);
  const answer = await as(VERIFIED_STRANGER, 'POST', MEMBERS_API.requests, { note });
  if (answer.status !== 201) throw new Error(`the request answered ${answer.status}`);
}

const VERIFIED_STRANGER = { ...STRANGER, emailVerified: true };

async function openPage() {
  const visit = renderApp({ route: '/admin/users', as: 'Admin' });
  const card = (await screen.findByRole('heading', { name: 'Who gets in' }, FIRST)).closest(
    '.card',
  ) as HTMLElement;
  return { ...visit, card };
}

describe('who gets in, on the users page (issue 49)', () => {
  it('shows a request to join with its count and note, and accepts it with a role', async () => {
    await strangerAsks('From the design agency');
    const { user, card } = await openPage();
    const requests = within(card).getByRole('region', { name: /Requests to join/ });
    expect(await within(requests).findByText('Sam Stranger', {}, FIRST)).toBeVisible();
    expect(within(requests).getByText('From the design agency')).toBeVisible();
    expect(within(requests).getByText('1')).toBeVisible();

    await user.selectOptions(within(requests).getByLabelText('Role for Sam Stranger'), 'Admin');
    await user.click(within(requests).getByRole('button', { name: 'Accept (Sam Stranger)' }));
    expect(await within(requests).findByText('No request is waiting.')).toBeVisible();
    // The person is a member now, by the shared layer's own rule.
    expect(await act(() => isMember(VERIFIED_STRANGER))).toBe(true);
  }, 30_000);

  it('invites an address: the link to send, how the mail went, the list; a second one is refused in words', async () => {
    const { user, card } = await openPage();
    await user.click(within(card).getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the workspace' });
    await user.type(within(dialog).getByLabelText('E-mail address'), 'New.Colleague@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(
      await within(dialog).findByText(/new\.colleague@example\.com is invited for 7 days/),
    ).toBeVisible();
    expect(within(dialog).getByText('An e-mail with the link went to them.')).toBeVisible();
    const link = within(dialog).getByLabelText<HTMLInputElement>('Invitation link');
    expect(link.value).toMatch(
      /^http.*\/auth\/register\?invite=.+&email=new\.colleague%40example\.com$/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    const invitations = within(card).getByRole('region', { name: 'Invitations' });
    expect(await within(invitations).findByText('new.colleague@example.com')).toBeVisible();
    expect(within(invitations).getByText('Pending')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Invite' }));
    const again = await screen.findByRole('dialog', { name: 'Invite to the workspace' });
    await user.type(within(again).getByLabelText('E-mail address'), 'new.colleague@example.com');
    await user.click(within(again).getByRole('button', { name: 'Invite' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(
      'This address has a pending invitation already.',
    );
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));

    await user.click(
      within(invitations).getByRole('button', { name: 'Revoke (new.colleague@example.com)' }),
    );
    expect(await within(invitations).findByText('Revoked')).toBeVisible();
  }, 30_000);

  it('says what is wrong with a malformed address, and stores nothing', async () => {
    const { user, card } = await openPage();
    await user.click(within(card).getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the workspace' });
    await user.type(within(dialog).getByLabelText('E-mail address'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText(/This is not an e-mail address/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByText('No invitation yet.')).toBeVisible();
  }, 30_000);

  it('removes a member after a confirmation; their row says so', async () => {
    const { user } = await openPage();
    const table = await screen.findByRole('table', { name: /accounts?$/ }, FIRST);
    const row = within(table).getByText(DEMO_USER.email).closest('tr') as HTMLElement;
    await user.click(
      within(row).getByRole('button', { name: `Remove from workspace (${DEMO_USER.name})` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Remove ${DEMO_USER.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(row).getByText('Removed from the workspace')).toBeVisible());
    // Outside at once, though the demo's team domain would let the address in.
    expect(
      await act(() =>
        isMember({ uid: DEMO_USER.uid, email: DEMO_USER.email, emailVerified: true }),
      ),
    ).toBe(false);
  }, 30_000);
});
