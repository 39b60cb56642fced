import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@/mocks/node';
import { DEMO_USER } from '@/mocks/db';
import { accountScenarios } from '@/mocks/scenarios/account';
import { renderApp, renderAppSignedIn } from '@/test/renderWithProviders';
import { createSessionStore } from '@/services/session/sessionStore';
import { computeInvoiceTotals } from './invoiceTotals';
import { PLANS, planPrice } from './plans';

const profileRoute = { route: '/pages/profile' };
// Whole-app renders with the real Firebase SDKs against msw: slow on a busy machine.
jest.setTimeout(40000);
const slow = { timeout: 10000 };

async function openNameForm(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit name' }, slow));
  return screen.getByRole('textbox', { name: 'Full name' });
}

describe('profile page', () => {
  it("shows the signed-in user's profile: name, e-mail, role, member since, initials", async () => {
    await renderAppSignedIn(DEMO_USER, profileRoute);
    expect(await screen.findByRole('heading', { name: 'Demo User' }, slow)).toBeInTheDocument();
    expect(screen.getAllByText(DEMO_USER.email).length).toBeGreaterThan(0);
    expect(screen.getAllByText('User').length).toBeGreaterThan(0);
    expect(screen.getByText('Member since')).toBeInTheDocument();
    expect(screen.getByText('DU')).toBeInTheDocument();
  });

  it('saves a new name to the profile and Firebase; it is read back on a new sign-in, HTML as text', async () => {
    const { user, store } = await renderAppSignedIn(DEMO_USER, profileRoute);
    const field = await openNameForm(user);
    await user.clear(field);
    await user.type(field, '  <b>Renamed</b> User  ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name was saved.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '<b>Renamed</b> User' })).toBeInTheDocument();
    expect(store.getState().account?.nameSave.status).toBe('saved');
    // The top bar's user menu shows it at once, and the tab's session entry holds it.
    expect(
      screen.getByRole('button', { name: 'User menu for <b>Renamed</b> User' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(createSessionStore().read()?.name).toBe('<b>Renamed</b> User'));

    // A new sign-in (a fresh store: what a reload does) reads the name from users/{uid}.
    createSessionStore().clear();
    await renderAppSignedIn(DEMO_USER, profileRoute);
    expect(
      await screen.findAllByRole('heading', { name: '<b>Renamed</b> User' }, slow),
    ).not.toHaveLength(0);
  });

  it.each([
    ['empty', '   ', 'Enter your name.'],
    ['too long', 'x'.repeat(101), 'The name can have at most 100 characters.'],
  ])('refuses a %s name with a translated message, nothing saved', async (_l, value, message) => {
    const { user, store } = await renderAppSignedIn(DEMO_USER, profileRoute);
    const field = await openNameForm(user);
    await user.clear(field);
    await user.type(field, value);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(message);
    expect(store.getState().account?.nameSave.status).toBe('idle');
  });

  it('a write the backend refuses rolls the name back, keeps what was typed and says why', async () => {
    const { user } = await renderAppSignedIn(DEMO_USER, profileRoute);
    const field = await openNameForm(user);
    server.use(...(accountScenarios['account-profile-write-refused'] ?? []));
    await user.clear(field);
    await user.type(field, 'Not Allowed');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Demo User' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Not Allowed');
  });
});

describe('password change', () => {
  async function openSettings() {
    const rendered = await renderAppSignedIn(DEMO_USER, profileRoute);
    await rendered.user.click(await screen.findByRole('tab', { name: 'Settings' }, slow));
    return rendered;
  }
  async function fill(
    user: Awaited<ReturnType<typeof openSettings>>['user'],
    current: string,
    next: string,
    confirm = next,
  ) {
    if (current) await user.type(screen.getByLabelText('Current password'), current);
    if (next) await user.type(screen.getByLabelText('New password'), next);
    if (confirm) await user.type(screen.getByLabelText('Repeat the new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('checks the form before asking Firebase', async () => {
    const { user, store } = await openSettings();
    await fill(user, '', 'abc', 'abd');
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('The new password needs at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two new passwords are not the same.')).toBeInTheDocument();
    expect(store.getState().account?.passwordChange.status).toBe('idle');
  });

  it('a wrong current password: translated, fields kept', async () => {
    const { user } = await openSettings();
    await fill(user, 'not-my-password', 'brand-new-1');
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('brand-new-1');
  });

  it('too many attempts: translated', async () => {
    const { user } = await openSettings();
    for (let i = 0; i < 6; i += 1) {
      await user.clear(screen.getByLabelText('Current password'));
      await user.clear(screen.getByLabelText('New password'));
      await user.clear(screen.getByLabelText('Repeat the new password'));
      await fill(user, `wrong-${i}`, 'brand-new-1');
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Changing…' })).not.toBeInTheDocument(),
      );
    }
    expect(
      await screen.findByText('Too many attempts. Wait a few minutes and try again.', {}, slow),
    ).toBeInTheDocument();
  });

  it('the right current password changes it and clears the form', async () => {
    const { user } = await openSettings();
    await fill(user, DEMO_USER.password, 'brand-new-1');
    expect(await screen.findByText('Your password was changed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});

describe('invoice totals (the one place they are computed)', () => {
  it('hours x rate per line, discount on the subtotal, tax after the discount, to the cent', () => {
    const totals = computeInvoiceTotals({
      lines: [
        { item: 'a', description: '', hours: 12, rate: 45 },
        { item: 'b', description: '', hours: 30.5, rate: 60 },
        { item: 'c', description: '', hours: 6, rate: 39.99 },
      ],
      discountPercent: 5,
      taxPercent: 8.25,
    });
    expect(totals.lines.map((l) => l.amount)).toEqual([540, 1830, 239.94]);
    expect(totals.subtotal).toBe(2609.94);
    expect(totals.discount).toBe(130.5);
    expect(totals.tax).toBe(204.55);
    expect(totals.total).toBe(2683.99);
  });

  it('no discount and no tax: the total is the subtotal', () => {
    const totals = computeInvoiceTotals({
      lines: [{ item: 'a', description: '', hours: 0.1, rate: 0.3 }],
      discountPercent: 0,
      taxPercent: 0,
    });
    expect(totals).toMatchObject({ subtotal: 0.03, discount: 0, tax: 0, total: 0.03 });
  });
});

describe('invoice page', () => {
  it('shows the latest invoice without an id, with its computed total in the currency', async () => {
    renderApp({ route: '/pages/invoice', as: 'Admin' });
    expect(await screen.findByRole('heading', { name: 'Invoice #1012' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('shows invoice 1001 by id (the dashboard links there) with line items', async () => {
    renderApp({ route: '/pages/invoice/1001', as: 'Admin' });
    expect(await screen.findByRole('heading', { name: 'Invoice #1001' }, slow)).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Web design')).toBeInTheDocument();
    expect(within(table).getByText('$540.00')).toBeInTheDocument();
    // 540 + 1830 + 239.94 = 2609.94; -5% = 130.50; tax 8.25% of 2479.44 = 204.55
    expect(screen.getByText('$2,683.99')).toBeInTheDocument();
  });

  it('an unknown id is a not-found state with the way to the latest', async () => {
    renderApp({ route: '/pages/invoice/9999', as: 'Admin' });
    expect(await screen.findByText('There is no invoice #9999.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the latest invoice' })).toBeInTheDocument();
  });
});

describe('pricing', () => {
  it('yearly costs ten months: the saving is two months', () => {
    const pro = PLANS.find((p) => p.id === 'professional');
    expect(pro && planPrice(pro, 'yearly')).toEqual({ amount: 290, saving: 58 });
    expect(pro && planPrice(pro, 'monthly')).toEqual({ amount: 29, saving: 0 });
  });

  it('switches to yearly prices with the saving, marks the current plan and saves a confirmed choice', async () => {
    const { user } = renderApp({ route: '/pages/pricing', as: 'Admin' });
    const pro = await screen.findByRole('region', { name: 'Professional' }, slow);
    expect(within(pro).getByText('$29')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Current plan' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(pro).getByText('$290')).toBeInTheDocument();
    expect(within(pro).getByText('You save $58 a year')).toBeInTheDocument();

    const business = screen.getByRole('region', { name: 'Business' });
    await user.click(within(business).getByRole('button', { name: 'Choose Business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your plan?' });
    expect(dialog).toHaveTextContent('You are switching to Business at $490 / year.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(business).getByRole('button', { name: 'Current plan' })).toBeDisabled(),
    );
    expect(screen.queryByText('Billing is unavailable right now')).not.toBeInTheDocument();
  });

  it('a failed save rolls the mark back and says why', async () => {
    server.use(...(accountScenarios['account-plan-save-fails'] ?? []));
    const { user } = renderApp({ route: '/pages/pricing', as: 'Admin' });
    const starter = await screen.findByRole('region', { name: 'Starter' }, slow);
    await user.click(within(starter).getByRole('button', { name: 'Choose Starter' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Billing is unavailable right now')).toBeInTheDocument();
    expect(within(starter).getByRole('button', { name: 'Choose Starter' })).toBeEnabled();
  });
});
