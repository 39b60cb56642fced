import type { i18n as I18n } from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { demoWorker } from '../browser';
import { scenarios } from '../scenarios';
import { qaMessages } from './messages';
import { QaPanel } from './QaPanel';
import { createScenarioSwitch } from './scenarioSwitch';

/**
 * Demo builds only (this module is the demo-qa chunk, loaded at idle): once the worker runs, the QA
 * panel gets a React root of its own beside the app, speaking through the app's i18n.
 */
export async function mountQaPanel(i18n: I18n): Promise<void> {
  const worker = await demoWorker;
  for (const [language, bundle] of Object.entries(qaMessages)) {
    i18n.addResourceBundle(language, 'translation', bundle, true, false);
  }
  const control = createScenarioSwitch({
    worker,
    scenarios,
    storage: window.sessionStorage,
    history: window.history,
    location: window.location,
  });
  const host = document.createElement('div');
  host.id = 'qa-panel-root';
  document.body.append(host);
  createRoot(host).render(
    <I18nextProvider i18n={i18n}>
      <QaPanel control={control} scenarios={scenarios} />
    </I18nextProvider>,
  );
}
