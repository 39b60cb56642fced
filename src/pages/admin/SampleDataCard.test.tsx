import { screen, within } from '@testing-library/react';
import { adminMessages } from '@/features/admin/ui';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/renderWithProviders';
import { SampleDataCard } from '@/features/demoData';

/** The demo API's answers to the sample-data calls, as the card's requests meet them. */
function sampleDataAnswers() {
  const answers: string[] = [];
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    if (new URL(request.url).pathname.endsWith('/api/demo/sample-data'))
      answers.push(`${request.method} ${response.status}`);
  };
  server.events.on('response:mocked', listener);
  return { answers, stop: () => server.events.removeListener('response:mocked', listener) };
}

describe('Sample data card (users page + saga + demo API)', () => {
  it('asks first with a warning of whose work goes, then clears the workspace and says so', async () => {
    const seen = sampleDataAnswers();
    const { user } = renderWithProviders(<SampleDataCard />, {
      as: 'Admin',
      messages: adminMessages,
    });
    await user.click(screen.getByRole('button', { name: 'Clear the workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the workspace?' });
    expect(within(dialog).getByText(/every member's work, not only yours/)).toBeInTheDocument();
    expect(seen.answers).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Clear the workspace' }));
    expect(await screen.findByText('The workspace is empty.')).toBeInTheDocument();
    expect(seen.answers).toEqual(['DELETE 204']);
    seen.stop();
  });

  it('loads the sample data after the same warning', async () => {
    const seen = sampleDataAnswers();
    const { user } = renderWithProviders(<SampleDataCard />, {
      as: 'Admin',
      messages: adminMessages,
    });
    await user.click(screen.getByRole('button', { name: 'Load sample data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Load the sample data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Load sample data' }));
    expect(
      await screen.findByText('The sample projects, tasks, events and files are in the workspace.'),
    ).toBeInTheDocument();
    expect(seen.answers).toEqual(['POST 204']);
    seen.stop();
  });

  it('a member is refused, and the refusal is said on the card', async () => {
    const { user } = renderWithProviders(<SampleDataCard />, {
      as: 'user',
      messages: adminMessages,
    });
    await user.click(screen.getByRole('button', { name: 'Load sample data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Load the sample data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Load sample data' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText(/are in the workspace/)).toBeNull();
  });
});
