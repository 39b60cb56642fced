import { render, screen } from '@testing-library/react';
import { LabelledProgress } from './LabelledProgress';

describe('LabelledProgress', () => {
  it('names the progressbar element itself and keeps its value within 0-100, rounded', () => {
    render(
      <>
        <LabelledProgress now={42.6} label="Upload" showValue />
        <LabelledProgress now={140} label="Over" />
      </>,
    );
    const upload = screen.getByRole('progressbar', { name: 'Upload' });
    expect(upload).toHaveAttribute('aria-valuenow', '43');
    expect(upload).toHaveTextContent('43%');
    expect(upload).toHaveStyle({ width: '43%' });
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('takes a theme colour and the moving stripes', () => {
    render(<LabelledProgress now={75} label="Sync" variant="info" striped />);
    const bar = screen.getByRole('progressbar', { name: 'Sync' });
    expect(bar).toHaveClass(
      'progress-bar',
      'bg-info',
      'progress-bar-striped',
      'progress-bar-animated',
    );
    expect(bar).toHaveTextContent('');
  });
});
