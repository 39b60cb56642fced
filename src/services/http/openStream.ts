import type { AppError } from '../errors';
import { HTTP_ERROR_KEYS } from './errorKeys';

/** What a stream needs of the HTTP helper: its base URL, token, readiness and refusal cure. */
export interface StreamDeps {
  baseURL: string;
  getToken(): string | null;
  whenReady(): Promise<unknown> | undefined;
  heldUntil?: () => Promise<unknown>;
  /** A 401/403 the helper's refusal handler may cure: true = refreshed, send once more. */
  mayRetry(
    status: number,
    token: string | null,
    options: { signal: AbortSignal },
  ): Promise<boolean>;
}

/**
 * `http.openStream` (types.ts): fetch, not axios (axios's fetch adapter reads a body whole).
 * A module of its own, loaded with the first stream (after sign-in), so the sign-in pages'
 * first download does not carry it.
 */
export async function openStream(
  deps: StreamDeps,
  url: string,
  { headers, signal }: { headers?: Record<string, string>; signal: AbortSignal },
): Promise<ReadableStream<Uint8Array>> {
  await deps.whenReady();
  await deps.heldUntil?.();
  for (let retried = false; ; retried = true) {
    const token = deps.getToken();
    let response: Response;
    try {
      // Joined as axios joins its base URL and a path (a base's own path is kept).
      const base = new URL(deps.baseURL, window.location.href).toString().replace(/\/+$/, '');
      response = await fetch(`${base}/${url.replace(/^\/+/, '')}`, {
        headers: {
          Accept: 'text/event-stream',
          ...headers,
          ...(token ? { Authorization: `JWT ${token}` } : {}),
        },
        cache: 'no-store',
        signal,
      });
    } catch {
      const failure: AppError = signal.aborted
        ? { code: 'http/cancelled', messageKey: HTTP_ERROR_KEYS.cancelled }
        : { code: 'http/network', messageKey: HTTP_ERROR_KEYS.network };
      throw failure;
    }
    if (response.ok && response.body) return response.body;
    void response.body?.cancel().catch(() => undefined);
    if (!retried && (await deps.mayRetry(response.status, token, { signal }))) continue;
    const refused: AppError = {
      code: `http/${response.status}`,
      messageKey: HTTP_ERROR_KEYS.server,
      status: response.status,
    };
    throw refused;
  }
}
