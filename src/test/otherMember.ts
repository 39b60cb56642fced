import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AppStore } from '@/app/store';
import { liveChanged } from '@/features/events';
import { apiUrl } from '@/mocks/apiBase';
import { DEMO_ADMIN } from '@/mocks/db';
import { server } from '@/mocks/node';
import { testToken } from './session';

/**
 * Another member's work on the same record, for the tests of issue 40 (two people, one
 * record). The demo API answers everything else: these stand in for the other person.
 */

/** The one who got there first (a uid: the app never shows it as it is). */
export const OTHER_MEMBER = 'u-sara';

/**
 * The next `method` to `path` (an API path: `tasks/:id`) answers 409 with `current(sent)`,
 * the record as the other member saved it. Returns the bodies sent, for the test to read.
 */
export function theySavedFirst(
  method: 'put' | 'patch',
  path: string,
  current: (sent: Record<string, unknown>) => Record<string, unknown>,
) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http[method](
      apiUrl(path),
      async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json(
          { message: 'Someone changed this record', current: current(body) },
          { status: 409 },
        );
      },
      { once: true },
    ),
  );
  return sent;
}

let events = 0;

/**
 * The other member writes `recordId` of `area` through the demo API (`itemPath`: its API
 * path, e.g. `TASKS_API.item(id)`): a DELETE, or a PUT of the record as it is with `change`
 * on it. Then the live stream says so, as the server does: the refetch that follows the event
 * reads the data as they left it. (Announcing a delete that had not happened let that refetch
 * bring the record back, on a slow run before the test looked.)
 */
async function theyWrote(
  store: AppStore,
  area: string,
  recordId: string,
  itemPath: string,
  change?: Record<string, unknown>,
) {
  events += 1;
  await act(async () => {
    const url = new URL(apiUrl(itemPath.replace(/^api\//, '')), window.location.href);
    const token = testToken({ ...DEMO_ADMIN, displayName: DEMO_ADMIN.name });
    const headers = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' };
    let body: string | undefined;
    if (change) {
      const record = (await (await fetch(url, { headers })).json()) as Record<string, unknown>;
      body = JSON.stringify({ ...record, ...change });
    }
    const method = change ? 'PUT' : 'DELETE';
    const written = await fetch(url, { method, headers, body });
    if (!written.ok) throw new Error(`${method} ${itemPath} answered ${written.status}`);
    store.dispatch(
      liveChanged({
        id: `written-${events}`,
        area,
        op: change ? 'update' : 'delete',
        recordId,
        by: OTHER_MEMBER,
        at: new Date().toISOString(),
      }),
    );
  });
}

/** The other member deletes `recordId` of `area`, and the live stream says so (`theyWrote`). */
export const theyDeleted = (store: AppStore, area: string, recordId: string, itemPath: string) =>
  theyWrote(store, area, recordId, itemPath);

/** The other member changes `recordId` of `area` (a PUT), and the live stream says so. */
export const theyChanged = (
  store: AppStore,
  area: string,
  recordId: string,
  itemPath: string,
  change: Record<string, unknown>,
) => theyWrote(store, area, recordId, itemPath, change);
