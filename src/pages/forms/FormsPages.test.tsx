import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdvancedFormsPage, { messages as advancedMessages } from './AdvancedForms';
import BasicFormsPage, { messages as basicMessages } from './BasicForms';

describe('basic forms page', () => {
  it('labels every control, in Italian too', async () => {
    const { i18n } = renderWithProviders(<BasicFormsPage />, {
      as: 'Admin',
      messages: basicMessages,
    });
    expect(screen.getByLabelText('Colour')).toHaveAttribute('type', 'color');
    expect(screen.getByLabelText('Week')).toHaveAttribute('type', 'week');
    expect(screen.getByLabelText('Disabled input')).toBeDisabled();
    await act(() => i18n.changeLanguage('it'));
    expect(screen.getByLabelText('Settimana')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Interruttori' })).toBeInTheDocument();
  });
});

describe('advanced forms page', () => {
  it('keeps the stepper within its limits and counts characters', async () => {
    const { user } = renderWithProviders(<AdvancedFormsPage />, {
      as: 'Admin',
      messages: advancedMessages,
    });
    const stepper = screen.getByLabelText('Quantity (0 to 10)');
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(stepper).toHaveValue(0);
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await user.clear(stepper);
    await user.type(stepper, '99');
    expect(stepper).toHaveValue(10);
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await user.type(screen.getByLabelText('Short message'), 'Hello');
    expect(screen.getByText('5 of 140 characters')).toBeInTheDocument();
  });

  it('shows the raw value of a masked field', async () => {
    const { user } = renderWithProviders(<AdvancedFormsPage />, {
      as: 'Admin',
      messages: advancedMessages,
    });
    const time = screen.getByLabelText('Time', { selector: '#mask-time' });
    await user.type(time, '1230');
    expect(time).toHaveValue('12:30');
    expect(time).toHaveAccessibleDescription('Raw value: 1230');
  });
});
