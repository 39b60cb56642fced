/**
 * One LISTEN connection per instance, outside the pool (a pooled connection goes back to
 * the pool and another request would hold it; PgBouncer in transaction mode does not carry
 * LISTEN either: point `DATABASE_URL` at PostgreSQL itself or a session-mode pool). It
 * reconnects by itself with a growing pause (250 ms doubling to 10 s) and says so through
 * `onConnected(again)`, so the streams catch up from the events table what was committed
 * while it was away.
 */
import pg from 'pg';

export interface Listener {
  close(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  onPayload(payload: string): void;
  /** Called each time the LISTEN is in place; `again`: after a lost connection. */
  onConnected(again: boolean): void;
  log(message: string, error?: unknown): void;
  /** The first pause before reconnecting (ms); doubles up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

export function listenPostgres(url: string, options: ListenOptions): Listener {
  const { minDelayMs = 250, maxDelayMs = 10_000 } = options;
  let closed = false;
  let client: pg.Client | null = null;
  let delay = minDelayMs;
  let connectedOnce = false;
  let timer: NodeJS.Timeout | null = null;

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, maxDelayMs);
  };

  async function connect() {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    client = next;
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (closed) return;
      options.log('live updates: the LISTEN connection was lost; reconnecting', error);
      retry();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel === options.channel && message.payload !== undefined)
        options.onPayload(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(options.channel)}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (closed) return void (await next.end().catch(() => undefined));
    delay = minDelayMs;
    const again = connectedOnce;
    connectedOnce = true;
    if (again) options.log('live updates: LISTEN connection back');
    options.onConnected(again);
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
