import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { bootAppInTasks, type BootOptions } from '@/app/bootstrap';
import { routerInitialized } from '@/app/routes/routerInitialized';
import { nextTask } from '@/lib/nextTask';
import { keepVisitorInput } from '@/app/prerendered';
import { selectShownUser } from '@/features/auth';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';
import type { i18n as I18n } from 'i18next';

export interface StartOptions extends Pick<BootOptions, 'env' | 'ready' | 'startDemoApi'> {
  container: HTMLElement;
  /**
   * Runs once the first page is on screen and React owns it; `settled` resolves once no API
   * request is in flight (the first page's data is in).
   */
  onFirstPage?: (i18n: I18n, settled: () => Promise<void>) => void;
}

/**
 * Creates the store, i18n and router, then renders the app into `container`: hydrating the
 * sign-in page prerendered at build time (scripts/prerender.mjs) when React would render that
 * same markup, rendering afresh otherwise. Called by src/index.tsx; each step is a task.
 */
export async function startApp({ container, onFirstPage, ...boot }: StartOptions): Promise<void> {
  const prerendered = container.getAttribute('data-prerendered');
  // Followed from now on: the visitor may type while the app boots and hydrates.
  const restore = prerendered ? keepVisitorInput(container) : () => undefined;
  const { store, i18n, router, services } = await bootAppInTasks(boot);
  await nextTask();
  const mounted = () => onFirstPage?.(i18n, () => services.sessionGate.quiet());
  // The first render and the hydration are transitions: React renders them in slices of a
  // few milliseconds instead of one long task (a default-priority hydration is not sliced).
  const render = () =>
    startTransition(() =>
      createRoot(container).render(
        <App store={store} i18n={i18n} router={router} onMounted={mounted} />,
      ),
    );

  // A prerendered sign-in page is already on screen and usable. React takes that markup over
  // once the page's code is here, if the tree it renders is the prerendered one: that path,
  // English, no session, no state in the history entry. Otherwise (a signed-in visitor on the
  // way to the dashboard, another language, a reload of the confirmation that names the
  // address it was sent to) it renders afresh.
  if (!prerendered) return render();
  await routerInitialized(router);
  await nextTask();
  // The router's location is the browser's: with the base path in front.
  const base = boot.env.basename === '/' ? '' : boot.env.basename;
  const path = router.state.location.pathname.slice(base.length).replace(/\/+$/, '');
  const same =
    path === prerendered &&
    router.state.location.state == null &&
    (i18n.resolvedLanguage ?? i18n.language) === DEFAULT_LANGUAGE &&
    // No session, nor a stored one drawn while it is checked (the lock screen draws its user).
    selectShownUser(store.getState()) === null;
  const release = () => window.__SHREYU_PRERENDER__?.release();
  if (!same) {
    restore();
    container.replaceChildren();
    container.removeAttribute('data-prerendered');
    release();
    return render();
  }
  startTransition(() => {
    hydrateRoot(
      container,
      <App
        store={store}
        i18n={i18n}
        router={router}
        onMounted={() => {
          restore();
          release();
          mounted();
        }}
      />,
    );
  });
}
