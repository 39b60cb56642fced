import { act, screen, waitFor } from '@testing-library/react';
import { pagePath } from '@/config/pages';
import { snapshotDb, withDb } from '@/mocks/db';
import { decodeJwtPayload } from '@/services/session/jwt';
import { renderApp } from '@/test/renderWithProviders';

type Rendered = ReturnType<typeof renderApp>;

async function register({ user }: Rendered, email: string) {
  await user.type(await screen.findByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), 'engine-1843');
  await user.type(screen.getByLabelText('Confirm password'), 'engine-1843');
  await user.click(screen.getByLabelText('I accept the Terms and Conditions'));
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

const accountOf = async (email: string) =>
  Object.values((await snapshotDb()).accounts).find((a) => a.email === email);

const verifyMails = async (email: string) =>
  (await snapshotDb()).outbox.filter((m) => m.requestType === 'VERIFY_EMAIL' && m.email === email);

describe('verified e-mail', () => {
  it('register -> confirm page -> the outbox link -> confirmed, and the token says so', async () => {
    const rendered = renderApp({ route: pagePath('auth-register') });
    expect(
      await screen.findByText(/an address @shreyu\.test .* registers already verified/),
    ).toBeInTheDocument();
    await register(rendered, 'ada@example.com');
    await waitFor(() =>
      expect(rendered.router.state.location.pathname).toBe(pagePath('auth-confirm')),
    );
    expect(
      await screen.findByText(/We have sent a verification e-mail to ada@example.com/),
    ).toBeInTheDocument();
    const before = rendered.store.getState().auth.user?.token;
    expect(decodeJwtPayload(before)).toMatchObject({ email_verified: false });
    expect(await verifyMails('ada@example.com')).toHaveLength(1);

    await rendered.user.click(screen.getByRole('link', { name: 'Open the demo outbox' }));
    const mail = await screen.findByRole('listitem');
    expect(mail).toHaveTextContent('Confirm your e-mail address');
    expect(mail).toHaveTextContent('To ada@example.com');
    await rendered.user.click(screen.getByRole('link', { name: 'Open the link' }));

    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    expect((await accountOf('ada@example.com'))?.emailVerified).toBe(true);
    // A fresh ID token: what the server reads (`email_verified`) has changed too.
    await waitFor(() =>
      expect(decodeJwtPayload(rendered.store.getState().auth.user?.token)).toMatchObject({
        email_verified: true,
      }),
    );
    await rendered.user.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() =>
      expect(rendered.router.state.location.pathname).toBe(pagePath('dashboard-ecommerce')),
    );
  });

  it('an address of the demo domain registers verified: no mail, the dashboard', async () => {
    const rendered = renderApp({ route: pagePath('auth-register') });
    await register(rendered, 'ada@shreyu.test');
    await waitFor(() =>
      expect(rendered.router.state.location.pathname).toBe(pagePath('dashboard-ecommerce')),
    );
    expect(decodeJwtPayload(rendered.store.getState().auth.user?.token)).toMatchObject({
      email_verified: true,
    });
    expect(await verifyMails('ada@shreyu.test')).toEqual([]);
  });

  it('a second registration in the same tab goes by its own address', async () => {
    const rendered = renderApp({ route: pagePath('auth-register') });
    await register(rendered, 'ada@example.com');
    await screen.findByText(/We have sent a verification e-mail to ada@example.com/);
    await act(() => rendered.router.navigate(pagePath('auth-logout')));
    await screen.findByText('You are now successfully signed out.');
    await act(() => rendered.router.navigate(pagePath('auth-register')));
    await register(rendered, 'grace@shreyu.test');
    await waitFor(() =>
      expect(rendered.router.state.location.pathname).toBe(pagePath('dashboard-ecommerce')),
    );
  });

  it('resends the e-mail, and says so when Firebase limits the sends', async () => {
    const rendered = renderApp({ route: pagePath('auth-register') });
    await register(rendered, 'ada@example.com');
    const resend = await screen.findByRole('button', { name: 'Resend the e-mail' });
    await rendered.user.click(resend);
    expect(
      await screen.findByText(/A new verification e-mail is on its way to ada@example.com/),
    ).toBeInTheDocument();
    await rendered.user.click(resend);
    await waitFor(async () => expect(await verifyMails('ada@example.com')).toHaveLength(3));
    await waitFor(() => expect(resend).toBeEnabled());
    await rendered.user.click(resend);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many e-mails were sent to this address',
    );
    expect(await verifyMails('ada@example.com')).toHaveLength(3);
  });

  it('a used or unknown link is refused with a clear message', async () => {
    renderApp({ route: `${pagePath('auth-confirm')}?mode=verifyEmail&oobCode=not-a-code` });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more');
  });

  it('an expired link says so', async () => {
    const rendered = renderApp({ route: pagePath('auth-register') });
    await register(rendered, 'ada@example.com');
    await screen.findByText(/We have sent a verification e-mail/);
    const code = await withDb((state) => {
      const mail = state.outbox.find((m) => m.requestType === 'VERIFY_EMAIL');
      if (mail) mail.at -= 4 * 24 * 3600 * 1000;
      return mail?.oobCode;
    });
    await act(() =>
      rendered.router.navigate(`${pagePath('auth-confirm')}?mode=verifyEmail&oobCode=${code}`),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired');
    expect((await accountOf('ada@example.com'))?.emailVerified).toBe(false);
  });
});
