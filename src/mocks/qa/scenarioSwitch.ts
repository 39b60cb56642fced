import type { RequestHandler } from 'msw';

/** The tab's active scenario: `?scenario=` (mocks/browser.ts) and the QA panel share it. */
export const SCENARIO_KEY = 'shreyu_msw_scenario';

/** What the switch needs of msw's worker (`setupWorker()` in the browser, a fake in jest). */
export interface ScenarioWorker {
  /** Back to the handlers the worker started with (drops every `use`). */
  resetHandlers(): void;
  /** Puts handlers in front of the others until the next reset. */
  use(...handlers: RequestHandler[]): void;
}

export type ScenarioMap = Readonly<Record<string, readonly RequestHandler[]>>;

export interface ScenarioGroup {
  /** The name's prefix before the first '-': `api`, `auth`, `calendar`... */
  area: string;
  names: string[];
}

/** `api-500` → `api`; a name without '-' is its own area. */
export function areaOf(name: string): string {
  const dash = name.indexOf('-');
  return dash === -1 ? name : name.slice(0, dash);
}

/** Every scenario grouped by area, areas and names in the order `scenarios` lists them. */
export function groupScenarios(scenarios: ScenarioMap): ScenarioGroup[] {
  const groups = new Map<string, string[]>();
  for (const name of Object.keys(scenarios)) {
    const area = areaOf(name);
    groups.set(area, [...(groups.get(area) ?? []), name]);
  }
  return [...groups].map(([area, names]) => ({ area, names }));
}

export interface ScenarioSwitch {
  /** The scenario on now (a known name), or null for the normal backend. */
  active(): string | null;
  /** Switches `name` on (the one before goes off), or every scenario off with null. */
  set(name: string | null): void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface ScenarioSwitchOptions {
  worker: ScenarioWorker;
  scenarios: ScenarioMap;
  /** Where the choice is remembered for the tab (sessionStorage in the browser). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The page's history: a `?scenario=` in the address is kept in step with the choice. */
  history?: Pick<History, 'replaceState' | 'state'>;
  location?: Pick<Location, 'href'>;
}

function read(storage: ScenarioSwitchOptions['storage']): string | null {
  try {
    return storage?.getItem(SCENARIO_KEY) ?? null;
  } catch {
    return null; // storage refused (privacy mode): nothing remembered
  }
}

/**
 * Switches the demo backend's scenarios at run time: `worker.resetHandlers()` then
 * `worker.use(...)`, so the next request is answered by the new handlers with no reload.
 * The choice is written where `?scenario=` writes it, so a reload keeps it, and a
 * `?scenario=` still in the address is updated (or dropped) to say the same.
 */
export function createScenarioSwitch({
  worker,
  scenarios,
  storage,
  history,
  location,
}: ScenarioSwitchOptions): ScenarioSwitch {
  const listeners = new Set<() => void>();
  const stored = read(storage);
  let current = stored && Object.hasOwn(scenarios, stored) ? stored : null;

  const syncAddress = (name: string | null) => {
    if (!history || !location) return;
    const url = new URL(location.href);
    if (!url.searchParams.has('scenario')) return;
    if (name) url.searchParams.set('scenario', name);
    else url.searchParams.delete('scenario');
    // The router's own state object is kept: only the address bar changes.
    history.replaceState(history.state, '', url.toString());
  };

  return {
    active: () => current,
    set(name) {
      if (name !== null && !Object.hasOwn(scenarios, name)) {
        throw new Error(`Unknown scenario "${name}"`);
      }
      worker.resetHandlers();
      if (name) worker.use(...(scenarios[name] ?? []));
      try {
        if (name) storage?.setItem(SCENARIO_KEY, name);
        else storage?.removeItem(SCENARIO_KEY);
      } catch {
        // storage refused: the switch still works for this page
      }
      syncAddress(name);
      current = name;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
