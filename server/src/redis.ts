/**
 * The Redis client behind the shared rate limit. Redis is a helper here, never a dependency
 * a request waits on: with it away, a command fails at once (no offline queue, one try,
 * a short timeout), the limits let the request through (app.ts), and the client reconnects
 * in the background. Its errors are logged at most once per `quietMs`, not per retry.
 */
import { Redis } from 'ioredis';

export interface RedisOptions {
  url: string;
  log(message: string, error: unknown): void;
  /** ms a command may take before it fails (default 500). */
  commandTimeoutMs?: number;
  quietMs?: number;
}

export function openRedis({
  url,
  log,
  commandTimeoutMs = 500,
  quietMs = 30_000,
}: RedisOptions): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2000,
    // Reconnect forever, at most every 2 s: Redis coming back is noticed by itself.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let loggedAt = 0;
  // Without a listener an 'error' event would crash the process.
  client.on('error', (error: unknown) => {
    const now = Date.now();
    if (now - loggedAt < quietMs) return;
    loggedAt = now;
    log('Redis cannot be reached: rate limits are not enforced until it is back', error);
  });
  return client;
}

/** Readiness: resolves when Redis answers PING. */
export async function pingRedis(client: Redis): Promise<void> {
  const answer = await client.ping();
  if (answer !== 'PONG') throw new Error('unexpected PING answer');
}
