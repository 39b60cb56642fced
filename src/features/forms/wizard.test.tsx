import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { formsFeature } from './feature';
import { Wizard, formsMessages } from './ui';

const render = () =>
  renderWithProviders(<Wizard variant="progress" />, {
    as: 'Admin',
    features: [formsFeature],
    messages: formsMessages,
  });

afterEach(() => sessionStorage.clear());

const next = () => screen.getByRole('button', { name: 'Next' });

describe('wizard', () => {
  it('checks each step before the next, keeps values on Back, shows a summary and submits', async () => {
    const { user } = render();
    await user.click(next());
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByText('Step 1 of 3: Account')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Repeat password'), 'Secret124');
    await user.click(next());
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Repeat password'));
    await user.type(screen.getByLabelText('Repeat password'), 'Secret123');
    await user.click(next());
    expect(await screen.findByText('Step 2 of 3: Profile')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.com');
    await user.click(next());
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    await user.click(next());
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.click(next());
    expect(await screen.findByText('Step 3 of 3: Finish')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('You must accept the terms to continue.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('I confirm these details are correct'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/the demo server received your details/)).toBeInTheDocument();
    expect(sessionStorage.getItem('shreyu_wizard_wizard-progress')).toBeNull();
  });

  it('after a reload keeps the values but not the password, which it asks for again', async () => {
    const first = render();
    await first.user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await first.user.type(screen.getByLabelText('Password'), 'Secret123');
    await first.user.type(screen.getByLabelText('Repeat password'), 'Secret123');
    await first.user.click(next());
    await first.user.type(await screen.findByLabelText('First name'), 'Ada');
    await waitFor(() =>
      expect(sessionStorage.getItem('shreyu_wizard_wizard-progress')).toContain('Ada'),
    );
    expect(sessionStorage.getItem('shreyu_wizard_wizard-progress')).not.toContain('Secret123');
    first.unmount();

    const { user } = render();
    expect(screen.getByText(/passwords are not stored/)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Repeat password'), 'Secret123');
    await user.click(next());
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByText('Step 2 of 3: Profile')).toBeInTheDocument();
  });

  it('ignores a corrupt saved draft', async () => {
    sessionStorage.setItem('shreyu_wizard_wizard-progress', '{"step":99,"values":3}');
    render();
    await act(async () => {});
    expect(screen.getByText('Step 1 of 3: Account')).toBeInTheDocument();
    expect(screen.queryByText(/passwords are not stored/)).not.toBeInTheDocument();
  });
});
