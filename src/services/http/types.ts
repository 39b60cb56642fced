/** Query parameters: every value is URL-encoded by the client. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** A field of a multipart body: files, blobs, arrays and nested plain values are allowed. */
export type FormValue =
  string | number | boolean | Blob | null | undefined | FormValue[] | { [key: string]: FormValue };

/** What a request resolved to. A 404 is not an error: callers test `isNotFound`. */
export type HttpResult<T> =
  { kind: 'ok'; data: T; status: number } | { kind: 'not-found'; status: 404 };

export interface RequestOptions {
  /** Aborts the request; a saga passes one so that cancelling the saga cancels the call. */
  signal?: AbortSignal;
  /**
   * Upload progress from 0 to 1 (multipart uploads). A saga bridges it into actions with an
   * eventChannel. Such a request goes through XMLHttpRequest, which reports upload progress.
   */
  onUploadProgress?: (fraction: number) => void;
}

/** A 401 or 403 answer, with the token the request carried (null: none). */
export interface Refusal {
  status: 401 | 403;
  token: string | null;
}

/** Resolves true when the session was refreshed and the request may go out once more. */
export type RefusalHandler = (refusal: Refusal) => Promise<boolean>;

/**
 * The template's HTTP helper (APICore) as a port. Every method rejects with an `AppError`
 * (401 invalid credentials, 403 access denied + navigation, network, timeout, cancelled,
 * other statuses with the server's message) and resolves a 404 as `{ kind: 'not-found' }`.
 */
export interface HttpClient {
  get<T>(url: string, params?: QueryParams, options?: RequestOptions): Promise<HttpResult<T>>;
  getFile(url: string, params?: QueryParams, options?: RequestOptions): Promise<HttpResult<Blob>>;
  getMultiple<T>(
    urls: string[],
    params?: QueryParams,
    options?: RequestOptions,
  ): Promise<HttpResult<T>[]>;
  create<T>(url: string, body: unknown, options?: RequestOptions): Promise<HttpResult<T>>;
  update<T>(url: string, body: unknown, options?: RequestOptions): Promise<HttpResult<T>>;
  updatePatch<T>(url: string, body: unknown, options?: RequestOptions): Promise<HttpResult<T>>;
  delete<T>(url: string, options?: RequestOptions): Promise<HttpResult<T>>;
  createWithFile<T>(
    url: string,
    body: Record<string, FormValue>,
    options?: RequestOptions,
  ): Promise<HttpResult<T>>;
  updateWithFile<T>(
    url: string,
    body: Record<string, FormValue>,
    options?: RequestOptions,
  ): Promise<HttpResult<T>>;
  /**
   * A 401 or a 403 the app did not expect may come from a token that no longer says who the
   * user is (a role changed, an account disabled). Before such a failure reaches the caller,
   * `handler` may refresh the session; when it resolves true the request is sent once more,
   * with the token then current (never a third time). One handler at a time (the auth saga's);
   * returns the function that removes it.
   */
  onRefused(handler: RefusalHandler): () => void;
  /**
   * A long-lived text stream (Server-Sent Events: `GET api/events`): fetch with the same base
   * URL, token header, readiness and refusal handling (a 401 may refresh the session and go out
   * once more) as every request. Resolves with the body once a 2xx answered; rejects with an
   * `AppError` (its `status` when the server answered). `signal` aborts it, body included.
   */
  openStream(
    url: string,
    options: { headers?: Record<string, string>; signal: AbortSignal },
  ): Promise<ReadableStream<Uint8Array>>;
  /**
   * Gets ready for a first request that is coming (a data page's code arrived): loads the
   * helper's code and starts what requests wait for (the demo API's worker). A failure here
   * is met and reported by that request.
   */
  warmUp(): void;
}

export const isNotFound = <T>(
  result: HttpResult<T>,
): result is { kind: 'not-found'; status: 404 } => result.kind === 'not-found';
