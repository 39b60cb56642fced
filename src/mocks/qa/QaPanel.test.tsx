import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/i18n/i18n';
import { apiUrl } from '../apiBase';
import { scenarios } from '../scenarios';
import { httpScenarios } from '../scenarios/http';
import { qaMessages } from './messages';
import { QaPanel } from './QaPanel';
import {
  SCENARIO_KEY,
  areaOf,
  createScenarioSwitch,
  groupScenarios,
  type ScenarioMap,
} from './scenarioSwitch';

/** A worker that records what the switch asks of it, in order. */
function fakeWorker() {
  const calls: string[] = [];
  const used: RequestHandler[][] = [];
  return {
    calls,
    used,
    resetHandlers: () => calls.push('reset'),
    use: (...handlers: RequestHandler[]) => {
      calls.push('use');
      used.push(handlers);
    },
  };
}

const calendarFails = [http.get('/api/calendar', () => HttpResponse.error())];
const SOME: ScenarioMap = {
  ...httpScenarios,
  'auth-slow': scenarios['auth-slow'] ?? [],
  'calendar-save-fails': calendarFails,
};

function renderPanel(
  options: { map?: ScenarioMap; language?: string; url?: string } = {},
): ReturnType<typeof render> & {
  worker: ReturnType<typeof fakeWorker>;
  user: ReturnType<typeof userEvent.setup>;
} {
  const { map = SOME, language = 'en', url } = options;
  if (url) window.history.replaceState(null, '', url);
  const i18n = createI18n();
  for (const [lng, bundle] of Object.entries(qaMessages))
    i18n.addResourceBundle(lng, 'translation', bundle, true, false);
  void i18n.changeLanguage(language);
  const worker = fakeWorker();
  const control = createScenarioSwitch({
    worker,
    scenarios: map,
    storage: window.sessionStorage,
    history: window.history,
    location: window.location,
  });
  const user = userEvent.setup();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QaPanel control={control} scenarios={map} />
    </I18nextProvider>,
  );
  return { ...result, worker, user };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('scenario grouping', () => {
  it("groups by the name's prefix before the first '-', in the order listed", () => {
    expect(areaOf('api-network-error')).toBe('api');
    expect(areaOf('plain')).toBe('plain');
    expect(groupScenarios(SOME).map((g) => g.area)).toEqual(['api', 'auth', 'calendar']);
    expect(groupScenarios(SOME)[0]?.names).toContain('api-500');
  });
});

describe('QA panel', () => {
  it('lists every scenario of the app by area, with nothing on at first', async () => {
    const { user } = renderPanel({ map: scenarios });
    await user.click(screen.getByRole('button', { name: 'QA scenarios' }));
    const dialog = await screen.findByRole('dialog', { name: 'QA scenarios' });
    for (const { area, names } of groupScenarios(scenarios)) {
      const areas: Record<string, string> = qaMessages.en.qa.areas;
      const group = within(dialog).getByRole('group', { name: areas[area] ?? area });
      for (const name of names)
        expect(within(group).getByRole('radio', { name })).not.toBeChecked();
    }
    expect(within(dialog).getByRole('radio', { name: 'None (normal backend)' })).toBeChecked();
    expect(within(dialog).getByRole('status')).toHaveTextContent('No scenario on');
  });

  it("an area's own scenario appears under its area, described when the panel knows it", async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'QA scenarios' }));
    const calendar = await screen.findByRole('group', { name: 'Calendar' });
    expect(
      within(calendar).getByRole('radio', { name: 'calendar-save-fails' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'api-500' })).toHaveAccessibleDescription(
      'Every API call answers 500: widgets show the error with Try again.',
    );
  });

  it('switches a scenario on at once (reset, then its handlers), shows it, and off again', async () => {
    const { user, worker } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'QA scenarios' }));
    await user.click(await screen.findByRole('radio', { name: 'api-500' }));

    expect(worker.calls).toEqual(['reset', 'use']);
    expect(worker.used[0]).toEqual(httpScenarios['api-500']);
    expect(screen.getByRole('radio', { name: 'api-500' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Scenario on: api-500');
    expect(window.sessionStorage.getItem(SCENARIO_KEY)).toBe('api-500');

    // Another one replaces it: the first one's handlers are dropped before.
    await user.click(screen.getByRole('radio', { name: 'calendar-save-fails' }));
    expect(worker.calls).toEqual(['reset', 'use', 'reset', 'use']);
    expect(worker.used[1]).toEqual(calendarFails);

    await user.click(screen.getByRole('button', { name: 'Switch off' }));
    expect(worker.calls).toEqual(['reset', 'use', 'reset', 'use', 'reset']);
    expect(screen.getByRole('radio', { name: 'None (normal backend)' })).toBeChecked();
    expect(window.sessionStorage.getItem(SCENARIO_KEY)).toBeNull();
  });

  it('keeps a badge with the active scenario on the button while the panel is closed', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'QA scenarios' }));
    await user.click(await screen.findByRole('radio', { name: 'api-slow' }));
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'QA scenarios on: api-slow' });
    expect(within(button).getByText('api-slow')).toBeVisible();
    await user.click(button);
    await user.click(await screen.findByRole('radio', { name: 'None (normal backend)' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'QA scenarios' })).not.toHaveTextContent('api-slow');
  });

  it('Escape closes the panel and gives the focus back to the button; keyboard only', async () => {
    const { user, worker } = renderPanel();
    await user.tab();
    const button = screen.getByRole('button', { name: 'QA scenarios' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Arrow keys move through the radios, as in any radio group.
    screen.getByRole('radio', { name: 'None (normal backend)' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'api-401' })).toBeChecked();
    expect(worker.calls).toEqual(['reset', 'use']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'QA scenarios on: api-401' })).toHaveFocus();
  });

  it('agrees with ?scenario=: starts from the remembered one and keeps the address in step', async () => {
    window.sessionStorage.setItem(SCENARIO_KEY, 'api-404'); // what ?scenario=api-404 wrote
    const { user, worker } = renderPanel({ url: '/dashboard?scenario=api-404&x=1' });
    const button = screen.getByRole('button', { name: 'QA scenarios on: api-404' });
    await user.click(button);
    expect(await screen.findByRole('radio', { name: 'api-404' })).toBeChecked();
    expect(worker.calls).toEqual([]); // the worker started with it: nothing to do

    await user.click(screen.getByRole('radio', { name: 'api-500' }));
    expect(window.location.search).toBe('?scenario=api-500&x=1');
    await user.click(screen.getByRole('button', { name: 'Switch off' }));
    expect(window.location.search).toBe('?x=1');
  });

  it('an unknown remembered name counts as off; an unknown name cannot be switched on', () => {
    window.sessionStorage.setItem(SCENARIO_KEY, 'no-such-thing');
    const control = createScenarioSwitch({ worker: fakeWorker(), scenarios: SOME });
    expect(control.active()).toBeNull();
    expect(() => control.set('no-such-thing')).toThrow('Unknown scenario "no-such-thing"');
  });

  it('speaks Italian with the app', async () => {
    const { user } = renderPanel({ language: 'it' });
    await user.click(screen.getByRole('button', { name: 'QA (scenari)' }));
    expect(
      await screen.findByRole('group', { name: 'API HTTP (ogni endpoint)' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'api-500' }));
    expect(screen.getByRole('status')).toHaveTextContent('Scenario attivo: api-500');
    expect(screen.getByRole('button', { name: 'Disattiva' })).toBeInTheDocument();
  });

  it('the switch drives the real msw API (the node server stands in for the browser worker)', async () => {
    const { server } = await import('../node');
    const control = createScenarioSwitch({ worker: server, scenarios });
    const stats = () => fetch(apiUrl('dashboard/stats')).then((r) => r.status);
    act(() => control.set('api-500'));
    expect(await stats()).toBe(500);
    act(() => control.set(null));
    expect(await stats()).toBe(401); // the normal handler again: no token sent
  });
});
