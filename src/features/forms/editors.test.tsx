import { render as plainRender, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { SafeHtml } from './components/SafeHtml';
import { formsFeature } from './feature';
import { EditorsDemo, formsMessages } from './ui';

const render = () =>
  renderWithProviders(<EditorsDemo />, {
    as: 'Admin',
    features: [formsFeature],
    messages: formsMessages,
  });

describe('editors', () => {
  it('autosaves the markdown through the API and restores it on the next visit', async () => {
    const { user, unmount } = render();
    const source = await screen.findByRole('textbox', { name: 'Markdown' });
    await waitFor(() => expect(source).toBeEnabled());
    await user.clear(source);
    await user.type(source, '## Kept');
    expect(await screen.findByText(/Saved at/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Preview' })).toContainHTML('<h2>Kept</h2>');
    unmount();
    render();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Markdown' })).toHaveValue('## Kept'),
    );
  });

  it('the preview drops scripts and event handlers', async () => {
    const { user } = render();
    const source = await screen.findByRole('textbox', { name: 'Markdown' });
    await waitFor(() => expect(source).toBeEnabled());
    await user.clear(source);
    await user.click(source);
    await user.paste('<img src="x" onerror="alert(1)"><script>alert(2)</script>**safe**');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.innerHTML).toContain('<strong>safe</strong>');
    expect(preview.innerHTML).not.toMatch(/onerror|<script/);
  });
});

describe('SafeHtml', () => {
  it('sanitises what it renders', () => {
    plainRender(
      <SafeHtml html={'<a href="javascript:alert(1)">x</a><p onclick="x()">ok</p>'} label="out" />,
    );
    const region = screen.getByRole('region', { name: 'out' });
    expect(region.innerHTML).not.toMatch(/javascript:|onclick/);
    expect(region).toHaveTextContent('ok');
  });
});
