import { nextTask } from '@/lib/nextTask';
import { onceUntilFailed } from '@/lib/onceUntilFailed';
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { isAppError, type AppError } from '../errors';
import { HTTP_ERROR_KEYS } from './errorKeys';
import type {
  FormValue,
  HttpClient,
  HttpResult,
  QueryParams,
  RefusalHandler,
  RequestOptions,
} from './types';

export interface HttpClientOptions {
  baseURL: string;
  /** Milliseconds; 0 means no timeout. */
  timeout: number;
  /** Read at request time, so a sign-in or sign-out applies to the very next request. */
  getToken: () => string | null;
  /**
   * Called on a 403 before the caller's promise rejects (after the one retry a refusal handler
   * may ask for), with the refusal (its `reason`: the server's code); the app decides by it
   * whether the whole page is refused (its router's access-denied page) or only this write.
   */
  onForbidden?: (refusal: AppError) => void;
  /**
   * Requests wait for this before they go out: the demo backend's worker (a promise, demo
   * mode), or a function that starts the demo API's worker on the first request (called once).
   */
  ready?: Promise<unknown> | (() => Promise<unknown>);
  /** Asked per request, after `ready`: a stored session being checked (its token comes with it). */
  heldUntil?: () => Promise<unknown>;
  /** Told of every request, with the promise of its result (the session check waits for them). */
  track?: <T>(request: Promise<T>) => Promise<T>;
}

/** Encodes every key and value (axios's default leaves `:`, `$`, `,`, `+`, `[`, `]` as they are). */
export function serializeParams(params: QueryParams): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

function appendField(form: FormData, key: string, value: FormValue): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) {
    form.append(key, value, value instanceof File ? value.name : 'blob');
  } else if (Array.isArray(value)) {
    value.forEach((item) => appendField(form, key, item));
  } else if (typeof value === 'object') {
    Object.entries(value).forEach(([sub, item]) => appendField(form, `${key}[${sub}]`, item));
  } else {
    form.append(key, String(value));
  }
}

const loadAxios = () => import(/* webpackChunkName: "http" */ 'axios');

/** A chunk the request needs (axios, the error mapping) did not arrive: the network is down. */
const NETWORK_DOWN: AppError = { code: 'http/network', messageKey: HTTP_ERROR_KEYS.network };
/** A success whose body is not the API's JSON (see `isReadable`). */
const UNREADABLE: AppError = { code: 'http/unreadable', messageKey: HTTP_ERROR_KEYS.server };

/**
 * The API answers JSON, or nothing (204, an empty body). A body of another type (HTML, text)
 * is left by axios as a string it could not parse; files are asked for as blobs.
 */
function isReadable(response: AxiosResponse<unknown>): boolean {
  const { data } = response;
  if (data === undefined || data === null || data === '') return true;
  const type = String(response.headers['content-type'] ?? '');
  return /\bjson\b/i.test(type) || (type === '' && typeof data !== 'string');
}

/**
 * What a failed request means for the user (./errors). The mapping is a chunk of its own,
 * loaded when a request first fails, not by every first load. If even that cannot load, the
 * network is down: that is what the user is told.
 */
async function toAppError(error: unknown): Promise<AppError> {
  if (isAppError(error)) return error;
  try {
    const { mapHttpError } = await import(/* webpackChunkName: "http-errors" */ './errors');
    return mapHttpError(error);
  } catch {
    return NETWORK_DOWN;
  }
}

/**
 * Fetches axios ahead of the first request: signed-in pages call it while the session is
 * being checked, so their first request does not wait for the code too.
 */
export function preloadHttp(): void {
  loadAxios().catch(() => undefined); // the first request loads it again, and reports
}

/** Builds a multipart body from a plain object; arrays repeat their key, objects nest as `a[b]`. */
export function toFormData(body: Record<string, FormValue>): FormData {
  const form = new FormData();
  Object.entries(body).forEach(([key, value]) => appendField(form, key, value));
  return form;
}

export function createHttpClient({
  baseURL,
  timeout,
  getToken,
  onForbidden,
  ready,
  heldUntil,
  track,
}: HttpClientOptions): HttpClient {
  // axios loads with the first request, not with the page: the sign-in pages never need it.
  // A start that failed is tried again with the next request.
  const whenReady: () => Promise<unknown> | undefined =
    typeof ready === 'function' ? onceUntilFailed(ready) : () => ready;
  // A chunk that failed to load may load on the next try.
  const getInstance = onceUntilFailed((): Promise<AxiosInstance> =>
    loadAxios()
      .then(({ default: axios }) => {
        const created = axios.create({
          // Absolute, so the fetch adapter needs no document to resolve it against.
          baseURL:
            typeof window === 'undefined'
              ? baseURL
              : new URL(baseURL, window.location.href).toString(),
          timeout,
          paramsSerializer: { serialize: serializeParams },
          // fetch: one network stack for the app, Firebase and msw; it honours timeouts and aborts.
          adapter: 'fetch',
        });
        created.interceptors.request.use(async (config) => {
          await whenReady();
          await heldUntil?.();
          const token = getToken();
          if (token) config.headers.set('Authorization', `JWT ${token}`);
          else config.headers.delete('Authorization');
          return config;
        });
        return created;
      })
      .catch(() => {
        throw NETWORK_DOWN;
      }),
  );

  let refusalHandler: RefusalHandler | null = null;

  /** A refusal the handler may cure: refreshed, the request goes out once more. */
  async function mayRetry(
    status: number | undefined,
    token: string | null,
    options?: RequestOptions,
  ) {
    if ((status !== 401 && status !== 403) || !refusalHandler) return false;
    let refreshed = false;
    try {
      refreshed = await refusalHandler({ status, token });
    } catch {
      refreshed = false;
    }
    return refreshed && !options?.signal?.aborted;
  }

  async function send<T>(
    config: AxiosRequestConfig,
    options?: RequestOptions,
    retried = false,
  ): Promise<HttpResult<T>> {
    let response: AxiosResponse<T>;
    // The token this request carries (the interceptor reads the same one as it goes out).
    const token = getToken();
    try {
      const client = await getInstance();
      // Each request goes out in a task of its own. A page that asks for its data as it
      // mounts (the dashboard's nine widgets) otherwise ran axios's pipeline and fetch nine
      // times in the task of that one commit: ~45 ms on a mid-range phone, with no input.
      await nextTask();
      const progress = options?.onUploadProgress;
      response = await client.request<T>({
        ...config,
        signal: options?.signal,
        // fetch cannot report upload progress; XMLHttpRequest can.
        ...(progress
          ? {
              adapter: 'xhr' as const,
              onUploadProgress: (event: { loaded: number; total?: number }) =>
                progress(event.total ? Math.min(1, event.loaded / event.total) : 0),
            }
          : {}),
      });
    } catch (error) {
      const appError = await toAppError(error);
      if (appError.code === 'http/not-found') return { kind: 'not-found', status: 404 };
      if (!retried && (await mayRetry(appError.status, token, options))) {
        return send<T>(config, options, true);
      }
      if (appError.code === 'http/forbidden') onForbidden?.(appError);
      throw appError;
    }
    if (config.responseType !== 'blob' && !isReadable(response)) {
      // An answer that is not the API's: the app's own HTML from a server or proxy that does not
      // route the API (seen when the demo worker stopped answering). Taken as data it crashed
      // the saga that read it; it is the server's failure, and the user is told so.
      console.warn(
        `[http] ${config.method ?? 'GET'} ${config.url ?? ''} answered ${response.status} with ` +
          `${String(response.headers['content-type'] ?? 'no content type')}, not JSON`,
      );
      const unreadable: AppError = { ...UNREADABLE, status: response.status };
      throw unreadable;
    }
    return { kind: 'ok', data: response.data, status: response.status };
  }

  /** A request as callers make it: once, and retried at most once inside. */
  const request = <T>(config: AxiosRequestConfig, options?: RequestOptions) =>
    track ? track(send<T>(config, options)) : send<T>(config, options);

  return {
    get: (url, params, options) => request({ method: 'GET', url, params }, options),
    getFile: (url, params, options) =>
      request<Blob>({ method: 'GET', url, params, responseType: 'blob' }, options),
    getMultiple: <T>(urls: string[], params?: QueryParams, options?: RequestOptions) =>
      Promise.all(urls.map((url) => request<T>({ method: 'GET', url, params }, options))),
    create: (url, body, options) => request({ method: 'POST', url, data: body }, options),
    update: (url, body, options) => request({ method: 'PUT', url, data: body }, options),
    updatePatch: (url, body, options) => request({ method: 'PATCH', url, data: body }, options),
    delete: (url, options) => request({ method: 'DELETE', url }, options),
    createWithFile: (url, body, options) =>
      request({ method: 'POST', url, data: toFormData(body) }, options),
    updateWithFile: (url, body, options) =>
      request({ method: 'PATCH', url, data: toFormData(body) }, options),
    warmUp: () => {
      getInstance().catch(() => undefined);
      Promise.resolve(whenReady()).catch(() => undefined);
    },
    openStream: async (url, options) => {
      // Named in full: scripts/budgets.mjs counts this chunk by the request.
      const stream = await import(
        /* webpackChunkName: "http-stream" */ '@/services/http/openStream'
      ).catch(() => null);
      if (!stream) throw NETWORK_DOWN;
      return stream.openStream({ baseURL, getToken, whenReady, heldUntil, mayRetry }, url, options);
    },
    onRefused: (handler) => {
      refusalHandler = handler;
      return () => {
        if (refusalHandler === handler) refusalHandler = null;
      };
    },
  };
}
