import { render, screen } from '@testing-library/react';
import { ValidatedControl } from './ValidatedControl';

describe('ValidatedControl', () => {
  it('with no problem: valid and described by nothing', () => {
    render(<ValidatedControl aria-label="Title" errorId="title-error" defaultValue="x" />);
    const field = screen.getByRole('textbox', { name: 'Title' });
    expect(field).toBeValid();
    expect(field).not.toHaveAttribute('aria-describedby');
  });

  it('with a problem: invalid, the message under it is its description', () => {
    render(
      <ValidatedControl
        aria-label="Title"
        errorId="title-error"
        as="textarea"
        defaultValue=""
        error="A title is needed"
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Title' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toBeInvalid();
    expect(field).toHaveClass('is-invalid');
    expect(field).toHaveAccessibleDescription('A title is needed');
  });
});
