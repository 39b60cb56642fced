/**
 * Live updates, one hub per instance: the instance's one LISTEN (db/notifications.ts, or
 * PGlite's in-process LISTEN) hands each NOTIFY to the open streams whose keys it names
 * (`audience`), and after a lost LISTEN connection comes back, tells every stream to catch
 * up from the events table. It also prunes events older than the kept window.
 */
import { EVENTS_KEPT_MS } from '@/contract/events';
import type { DatabaseHandle } from './db/database';
import type { Listener } from './db/notifications';
import { EVENTS_CHANNEL, parsePayload, pruneEvents, type AddressedEvent } from './db/events';

export interface Subscriber {
  /** The stream keys it receives (`streamKeys`, src/backend/events.ts). */
  keys: readonly string[];
  deliver(event: AddressedEvent): void;
  /** Events may have been missed (the LISTEN connection was lost): read them from the table. */
  catchUp(): void;
  /** The instance is closing: end the stream (the client reconnects elsewhere). */
  end(): void;
}

export interface LiveHubOptions {
  database: Pick<DatabaseHandle, 'db' | 'listen'>;
  log(message: string, error?: unknown): void;
  /** How long events are kept for `Last-Event-ID` (ms). */
  keptMs?: number;
  /** How often this instance prunes (ms); default a tenth of `keptMs`, at most a minute. */
  pruneEveryMs?: number;
}

export interface LiveHub {
  subscribe(subscriber: Subscriber): () => void;
  /** Opens the LISTEN (call once). */
  start(): Promise<void>;
  /** Starts pruning (once the schema is current). */
  startPruning(): void;
  /** Streams open on this instance. */
  readonly size: number;
  close(): Promise<void>;
}

export function liveHub(options: LiveHubOptions): LiveHub {
  const keptMs = options.keptMs ?? EVENTS_KEPT_MS;
  const pruneEveryMs = options.pruneEveryMs ?? Math.min(60_000, Math.max(1000, keptMs / 10));
  const byKey = new Map<string, Set<Subscriber>>();
  const all = new Set<Subscriber>();
  let listener: Listener | null = null;
  let pruning: NodeJS.Timeout | null = null;

  const onPayload = (payload: string) => {
    const addressed = parsePayload(payload);
    if (!addressed) return options.log('live updates: an unreadable NOTIFY payload was ignored');
    for (const subscriber of byKey.get(addressed.audience) ?? []) subscriber.deliver(addressed);
  };

  return {
    get size() {
      return all.size;
    },
    subscribe(subscriber) {
      all.add(subscriber);
      for (const key of subscriber.keys) {
        const set = byKey.get(key) ?? new Set();
        set.add(subscriber);
        byKey.set(key, set);
      }
      return () => {
        all.delete(subscriber);
        for (const key of subscriber.keys) {
          const set = byKey.get(key);
          set?.delete(subscriber);
          if (set?.size === 0) byKey.delete(key);
        }
      };
    },
    async start() {
      listener = await options.database.listen({
        channel: EVENTS_CHANNEL,
        onPayload,
        onConnected: (again) => {
          if (again) for (const subscriber of all) subscriber.catchUp();
        },
        log: options.log,
      });
    },
    startPruning() {
      if (pruning) return;
      const prune = () =>
        pruneEvents(options.database.db, keptMs).catch((error: unknown) =>
          options.log('live updates: pruning old events failed', error),
        );
      void prune();
      pruning = setInterval(() => void prune(), pruneEveryMs);
      pruning.unref();
    },
    async close() {
      if (pruning) clearInterval(pruning);
      pruning = null;
      for (const subscriber of [...all]) subscriber.end();
      await listener?.close();
      listener = null;
    },
  };
}
