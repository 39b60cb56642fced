export {
  createHttpClient,
  preloadHttp,
  serializeParams,
  toFormData,
  type HttpClientOptions,
} from './httpClient';
export { HTTP_ERROR_KEYS } from './errorKeys';
export { mapHttpError } from './errors';
export { withAbort } from './withAbort';
export {
  isNotFound,
  type HttpClient,
  type Refusal,
  type RefusalHandler,
  type HttpResult,
  type QueryParams,
  type FormValue,
  type RequestOptions,
} from './types';
