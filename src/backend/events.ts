/**
 * Live updates, the shared half: which writes are announced and to whom. `runRoute` runs a
 * write's handler on `recording(store)`, which notes every row the handler creates, changes
 * or deletes through the storage port, and hands them to `store.announce` just before the
 * transaction commits (in it: a rolled-back write announces nothing). One place for every
 * area, so a new route is live without a line of its own. The adapter publishes (SQL:
 * `events` rows + `NOTIFY`; the msw demo may later use a `BroadcastChannel`, or nothing).
 */
import { ALL_AREAS, type LiveEventOp } from '@/contract/events';
import { ADMIN_OWNER } from './admin/table';
import { THREAD_OWNER_PREFIX } from './chat/table';
import { WORKSPACE_OWNER } from './workspace';
import type { Change, Row, Store, Table, TableSpec } from './store';

/**
 * Who receives a change of `owner`'s rows: the stream key it goes to. An account's own rows
 * (e-mail, dashboards...): the account itself (the same person's other tabs and devices). The
 * workspace's rows (projects, tasks, calendar, files): the workspace's key, which every
 * member's stream listens on (`streamKeys`), so one event reaches every member once. null:
 * nobody (the users page's global tables).
 */
export function audienceOf(owner: string): string | null {
  // A thread's messages: no stream listens on their key; each member hears of the thread
  // through their own membership row, written in the same request.
  if (owner === ADMIN_OWNER || owner.startsWith(THREAD_OWNER_PREFIX)) return null;
  return owner;
}

/** The keys a signed-in caller's stream receives: their own, and the workspace's. */
export function streamKeys(caller: { uid: string }): string[] {
  return [caller.uid, WORKSPACE_OWNER];
}

/**
 * More changes than this to one area in one write become one `change` of the area (the
 * client refetches it) instead of an event per record (a board move, a bulk delete).
 */
export const MAX_EVENTS_PER_AREA = 20;

interface Noted {
  audience: string;
  area: string;
  op: LiveEventOp;
  recordId: string | null;
}

/**
 * The store a write runs on: the same, and every insert, update and delete noted. `changes`
 * answers them, one per record (created then changed: `create`; then deleted: `delete`).
 */
export function recording(store: Store): {
  store: Store;
  changes(by: string, at: string): Change[];
} {
  const noted = new Map<string, Noted>();
  const note = (owner: string, area: string, op: LiveEventOp, id: Row['id'] | null) => {
    const audience = audienceOf(owner);
    if (audience === null) return;
    const recordId = id === null ? null : String(id);
    const key = `${audience}\u0000${area}\u0000${recordId ?? ''}`;
    const before = noted.get(key);
    noted.set(key, {
      audience,
      area,
      op: before?.op === 'create' && op === 'update' ? 'create' : op,
      recordId,
    });
  };
  const wrap = (inner: Store): Store => {
    const wrapped: Store = {
      ...inner,
      table<R extends Row>(spec: TableSpec<R>): Table<R> {
        const table = inner.table(spec);
        return {
          ...table,
          async insert(owner, row) {
            const stored = await table.insert(owner, row);
            note(owner, spec.area, 'create', stored.id);
            return stored;
          },
          async update(owner, id, patch, options) {
            const changed = await table.update(owner, id, patch, options);
            if (changed) note(owner, spec.area, 'update', id);
            return changed;
          },
          async remove(owner, id) {
            const removed = await table.remove(owner, id);
            if (removed) note(owner, spec.area, 'delete', id);
            return removed;
          },
        };
      },
      transaction: (work) => inner.transaction((trx) => work(wrap(trx))),
      changed: (owner, area, op, id) => note(owner, area, op, id),
      async resetOwner(owner, then) {
        await inner.resetOwner(owner, then);
        note(owner, ALL_AREAS, 'change', null);
      },
    };
    return wrapped;
  };
  return {
    store: wrap(store),
    changes(by, at) {
      const perArea = new Map<string, Noted[]>();
      for (const change of noted.values()) {
        const key = `${change.audience}\u0000${change.area}`;
        perArea.set(key, [...(perArea.get(key) ?? []), change]);
      }
      const changes: Change[] = [];
      for (const list of perArea.values()) {
        const first = list[0];
        if (!first) continue;
        const many = list.length > MAX_EVENTS_PER_AREA;
        const shown = many ? [{ ...first, op: 'change' as const, recordId: null }] : list;
        for (const change of shown) changes.push({ ...change, by, at });
      }
      return changes;
    },
  };
}
