import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@/test/renderWithProviders';
import { formsFeature } from './feature';
import it_ from './locales/it.json';
import en from './locales/en.json';
import { BootstrapValidationForm, SignupForm, formsMessages } from './ui';

const render = (ui = <SignupForm />) =>
  renderWithProviders(ui, { as: 'Admin', features: [formsFeature], messages: formsMessages });

const LABELS = {
  en: {
    username: 'Username',
    email: 'E-mail',
    website: 'Website',
    age: 'Age',
    password: 'Password',
    confirm: 'Confirm password',
    submit: 'Create account',
    terms: 'I accept the terms and conditions',
  },
  it: {
    username: 'Nome utente',
    email: 'E-mail',
    website: 'Sito web',
    age: 'Età',
    password: 'Password',
    confirm: 'Conferma password',
    submit: 'Crea account',
    terms: 'Accetto i termini e le condizioni',
  },
} as const;

describe.each([
  ['en', en.forms.errors],
  ['it', it_.forms.errors],
] as const)('schema form in %s', (language, messages) => {
  const labels = LABELS[language];
  const setUp = async () => {
    const rendered = render();
    await act(() => rendered.i18n.changeLanguage(language));
    return rendered;
  };
  const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
  /** The field's description holds `text` (a hint may stand beside the message). */
  const describedWith = (label: string, text: string) =>
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(text));
  const retype = async (user: UserEvent, label: string, value: string) => {
    await user.clear(field(label));
    await user.type(field(label), value);
  };

  it('empty: every required field says so, focus on the first', async () => {
    const { user } = await setUp();
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(field(labels.username)).toHaveFocus());
    for (const label of [
      labels.username,
      labels.email,
      labels.website,
      labels.age,
      labels.password,
      labels.confirm,
    ]) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      describedWith(label, messages.required);
    }
    expect(screen.getByLabelText(labels.terms)).toHaveAccessibleDescription(messages.terms);
  });

  it('each rule has its own message', async () => {
    const { user } = await setUp();
    await user.type(field(labels.username), 'a!');
    await user.type(field(labels.email), 'not-an-email');
    await user.type(field(labels.website), 'example.com');
    await user.type(field(labels.age), '12');
    await user.type(field(labels.password), 'short');
    await user.type(field(labels.confirm), 'other');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await waitFor(() => describedWith(labels.username, messages.username));
    expect(field(labels.email)).toHaveAccessibleDescription(messages.email);
    describedWith(labels.website, messages.url);
    describedWith(labels.age, messages.ageRange);
    describedWith(labels.password, messages.passwordLength);
    expect(field(labels.confirm)).toHaveAccessibleDescription(messages.passwordsMatch);
    await retype(user, labels.age, 'ten');
    await retype(user, labels.password, 'longenough1');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await waitFor(() => describedWith(labels.password, messages.passwordUpper));
    describedWith(labels.age, messages.number);
    await retype(user, labels.password, 'LongEnough');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await waitFor(() => describedWith(labels.password, messages.passwordDigit));
  });
});

describe('sending the schema form', () => {
  const fill = async (user: ReturnType<typeof render>['user'], username: string) => {
    await user.type(screen.getByLabelText('Username', { selector: 'input' }), username);
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Website', { selector: 'input' }), 'https://example.com');
    await user.type(screen.getByLabelText('Age', { selector: 'input' }), '36');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.click(screen.getByLabelText('I accept the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  };

  it('shows the server refusal (username taken) beside the field, translated, with focus on it', async () => {
    const { user, i18n } = render();
    await fill(user, 'admin');
    const username = screen.getByLabelText('Username', { selector: 'input' });
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription(
        expect.stringContaining(en.forms.errors.usernameTaken),
      ),
    );
    expect(username).toHaveFocus();
    expect(username).toHaveValue('admin');
    await act(() => i18n.changeLanguage('it'));
    expect(username).toHaveAccessibleDescription(
      expect.stringContaining(it_.forms.errors.usernameTaken),
    );
  });

  it('sends a valid form to the demo API', async () => {
    const { user } = render();
    await fill(user, 'ada_l');
    expect(await screen.findByText(/Sent: the demo server stored it/)).toBeInTheDocument();
  });
});

describe('Bootstrap validation form', () => {
  it('marks the empty fields with translated messages and focuses the first', async () => {
    const { user, i18n } = render(<BootstrapValidationForm />);
    await act(() => i18n.changeLanguage('it'));
    await user.click(screen.getByRole('button', { name: 'Invia modulo' }));
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    expect(screen.getByLabelText('CAP')).toHaveAccessibleDescription(it_.forms.errors.zip);
    await user.type(screen.getByLabelText('CAP'), '12345');
    expect(screen.getByLabelText('CAP')).not.toHaveAttribute('aria-invalid');
  });
});
