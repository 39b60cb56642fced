/**
 * The e-mail part of the API: paths, the request and answer schemas, the types inferred
 * from them and the compose limits (docs/api/email.md).
 */
export * from './email.plain';
export * from './email.schemas';
