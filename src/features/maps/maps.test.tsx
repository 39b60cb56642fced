import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { server } from '@/mocks/node';
import { mapsScenarios } from '@/mocks/scenarios/maps';
import { renderWithProviders } from '@/test/renderWithProviders';
import { coordinateProblem, markerProblems } from '@/contract/maps';
import { mapsFeature } from './feature';
import { VectorMapsDemo, mapsMessages } from './ui';

// jsdom draws no SVG geometry: the map itself is checked in e2e (svg paths counted).
jest.mock('@/components/vectorMap/VectorMap', () => ({
  VectorMap: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
jest.mock('@/components/vectorMap/worldMap', () => ({
  countryMap: (code: string) => `world-${code}`,
}));

describe('coordinate rules', () => {
  it.each([
    ['lat', '', 'empty'],
    ['lat', '   ', 'empty'],
    ['lat', 'north', 'notNumber'],
    ['lat', '12.3.4', 'notNumber'],
    ['lat', '90.01', 'outOfRange'],
    ['lat', '-91', 'outOfRange'],
    ['lat', '-90', null],
    ['lat', '41,9', null],
    ['lng', '180', null],
    ['lng', '-180.5', 'outOfRange'],
    ['lng', '12e3', 'notNumber'],
  ] as const)('%s "%s" → %s', (kind, text, problem) => {
    expect(coordinateProblem(kind, text)).toBe(problem);
  });

  it('the server refuses what the form refuses', () => {
    expect(markerProblems({ name: 'x', lat: 91, lng: 0 })).toEqual({
      lat: 'lat must be a number from -90 to 90',
    });
    expect(Object.keys(markerProblems({ name: '', lat: '1', lng: 200 }))).toEqual([
      'name',
      'lat',
      'lng',
    ]);
    expect(markerProblems({ name: 'Rome', lat: 41.9, lng: 12.5 })).toEqual({});
  });
});

const render = () =>
  renderWithProviders(<VectorMapsDemo />, {
    as: 'Admin',
    features: [mapsFeature],
    messages: mapsMessages,
  });

/** Types into the form's fields, by their labels (in the order given). */
async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

/** The field labelled `label` is described by the message `text`. */
const expectDescribed = (label: string, text: string) =>
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text);

describe('vector maps page', () => {
  it('lists the seeded markers from the API', async () => {
    render();
    const list = await screen.findByRole('list', { name: 'Your markers' });
    expect(await within(list).findByText('Rome')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('refuses empty, text and out-of-range coordinates with a message beside each field', async () => {
    const { user } = render();
    await screen.findByText('Rome');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expectDescribed('Latitude', 'Enter a latitude.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await fill(user, { Name: 'Pole', Latitude: 'abc', Longitude: '181' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expectDescribed('Latitude', 'The latitude must be a number, e.g. 41.9.');
    expectDescribed('Longitude', 'The longitude must be between -180 and 180.');
    expect(screen.getByLabelText('Latitude')).toHaveFocus();
    expect(screen.getByLabelText('Latitude')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the same in Italian', async () => {
    const { user, i18n } = render();
    await act(() => i18n.changeLanguage('it'));
    await screen.findByText('Rome');
    await fill(user, { Latitudine: '-95' });
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    expectDescribed('Latitudine', 'La latitudine deve essere compresa tra -90 e 90.');
    expectDescribed('Longitudine', 'Inserisci una longitudine.');
    expectDescribed('Nome', "Inserisci un nome per l'indicatore.");
  });

  it('adds a marker that is kept by the API (a new page load still lists it)', async () => {
    const { user, unmount } = render();
    await screen.findByText('Rome');
    await fill(user, { Name: 'Milan', Latitude: '45,46', Longitude: '9.19' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Milan')).toBeInTheDocument();
    expect(screen.getByText('45.46, 9.19')).toBeInTheDocument();
    unmount();
    render();
    expect(await screen.findByText('Milan')).toBeInTheDocument();
  });

  it('takes the marker off again when the save fails, and says so', async () => {
    server.use(...(mapsScenarios['maps-marker-save-fails'] ?? []));
    const { user } = render();
    await screen.findByText('Rome');
    await fill(user, { Name: 'Lost', Latitude: '1', Longitude: '2' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/The marker was not saved/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Lost')).not.toBeInTheDocument());
  });
});
