import { act, screen, waitFor } from '@testing-library/react';
import { pagePath } from '@/config/pages';
import { DEMO_USER, snapshotDb, withDb } from '@/mocks/db';
import { renderApp } from '@/test/renderWithProviders';

type Rendered = ReturnType<typeof renderApp>;

/** Asks for the reset e-mail of the demo user; resolves with the link's path in the app. */
async function requestReset(rendered: Rendered): Promise<string> {
  await rendered.user.type(await screen.findByLabelText('Email address'), DEMO_USER.email);
  await rendered.user.click(screen.getByRole('button', { name: 'Reset Password' }));
  await screen.findByRole('heading', { name: 'Check your inbox' });
  const mail = (await snapshotDb()).outbox.find((m) => m.requestType === 'PASSWORD_RESET');
  const url = new URL(mail?.link ?? '');
  // The continue URL the app sent: its own reset page.
  expect(url.pathname).toMatch(new RegExp(`${pagePath('auth-reset-password')}$`));
  return `${pagePath('auth-reset-password')}${url.search}`;
}

async function setPassword({ user }: Rendered, password: string, confirm = password) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm the new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('reset password page', () => {
  it('the link of the reset e-mail lands here, shows the address and sets the new password', async () => {
    const rendered = renderApp({ route: pagePath('auth-forget-password') });
    const link = await requestReset(rendered);
    const before = (await snapshotDb()).accounts[DEMO_USER.uid]?.passwordHash;
    await act(() => rendered.router.navigate(link));
    expect(await screen.findByText(`For the account ${DEMO_USER.email}.`)).toBeInTheDocument();

    await setPassword(rendered, 'short', 'short');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'The password must be at least 6 characters.',
    );
    await rendered.user.clear(screen.getByLabelText('New password'));
    await rendered.user.clear(screen.getByLabelText('Confirm the new password'));
    await setPassword(rendered, 'brand-new-1', 'brand-new-2');
    expect(screen.getByLabelText('Confirm the new password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    await rendered.user.clear(screen.getByLabelText('New password'));
    await rendered.user.clear(screen.getByLabelText('Confirm the new password'));
    await setPassword(rendered, 'brand-new-1');
    expect(
      await screen.findByText('Your password was changed. You can sign in with it now.'),
    ).toBeInTheDocument();
    expect((await snapshotDb()).accounts[DEMO_USER.uid]?.passwordHash).not.toBe(before);

    // Signing in with the new password works.
    await rendered.user.click(screen.getByRole('link', { name: 'Log In' }));
    await rendered.user.type(await screen.findByLabelText('Email address'), DEMO_USER.email);
    await rendered.user.type(screen.getByLabelText('Password'), 'brand-new-1');
    await rendered.user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(rendered.store.getState().auth.user?.email).toBe(DEMO_USER.email));
  });

  it('a link used once is refused the second time', async () => {
    const rendered = renderApp({ route: pagePath('auth-forget-password') });
    const link = await requestReset(rendered);
    await act(() => rendered.router.navigate(link));
    await setPassword(rendered, 'brand-new-1');
    await screen.findByText(/Your password was changed/);
    await act(() => rendered.router.navigate(pagePath('auth-login')));
    await act(() => rendered.router.navigate(link));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('an expired link says so and offers a new one', async () => {
    const rendered = renderApp({ route: pagePath('auth-forget-password') });
    const link = await requestReset(rendered);
    await withDb((state) => {
      for (const mail of state.outbox) mail.at -= 2 * 3600 * 1000;
    });
    await act(() => rendered.router.navigate(link));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('opened without a code, says where it comes from', async () => {
    renderApp({ route: pagePath('auth-reset-password') });
    expect(
      await screen.findByText('This page opens from the link of a password-reset e-mail.'),
    ).toBeInTheDocument();
  });

  it('a reset link sent to the one action URL (the confirm page) goes on to this page', async () => {
    const rendered = renderApp({ route: pagePath('auth-forget-password') });
    const link = await requestReset(rendered);
    await act(() =>
      rendered.router.navigate(
        link.replace(pagePath('auth-reset-password'), pagePath('auth-confirm')),
      ),
    );
    expect(await screen.findByText(`For the account ${DEMO_USER.email}.`)).toBeInTheDocument();
    expect(rendered.router.state.location.pathname).toBe(pagePath('auth-reset-password'));
  });
});
