// The message keys of failed requests: small, read by the first load and by the features;
// the mapping that picks one (./errors) comes with axios.
/** The template's HTTP error mapping, as AppErrors. */
export const HTTP_ERROR_KEYS = {
  unauthorized: 'errors.http.unauthorized', // "Invalid credentials"
  forbidden: 'errors.http.forbidden',
  notFound: 'errors.http.notFound', // "Sorry! the data you are looking for could not be found"
  server: 'errors.http.server',
  network: 'errors.http.network',
  timeout: 'errors.http.timeout',
  cancelled: 'errors.http.cancelled',
  invalid: 'errors.http.invalid',
  conflict: 'errors.http.conflict',
} as const;
