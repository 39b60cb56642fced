/**
 * The calendar's part of the API: paths, the request and answer schemas and the types
 * inferred from them (docs/api/calendar.md).
 */
export * from './calendar.plain';
export * from './calendar.schemas';
