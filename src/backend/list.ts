/**
 * List parameters: `page` (1-based) or `cursor` (a previous page's `nextCursor`: keyset
 * paging, see cursor.ts), `pageSize`, `sort` (`field`, `-field` for descending), `q` (search
 * text), plus the filters a list declares. A wrong value, an unknown sort field
 * or an unknown parameter answers 422 naming it; a good request becomes the storage port's
 * `ListQuery`.
 */
import { decodeCursor, encodeCursor } from './cursor';
import { invalid } from './problems';
import { asc, type ListQuery, type OrderBy, type Page, type Row } from './store';

export type RawQuery = Record<string, string | undefined>;

export interface ListSpec<F extends Record<string, unknown> = Record<string, never>> {
  /**
   * Sortable fields: `sort=<name>` orders by these keys (ascending as written); `-<name>`
   * reverses every key, ties and nulls included (today's "sort, then reverse").
   */
  sorts?: Record<string, readonly OrderBy[]>;
  /** The order without `sort`, and the tie-breaker after a sort's own keys. */
  defaultOrder?: readonly OrderBy[];
  /** Columns `q` searches (case-insensitive substring). */
  search?: readonly string[];
  defaultPageSize?: number;
  maxPageSize?: number;
  /**
   * Filters besides the list parameters: each parses its raw value (absent: undefined)
   * and answers the value or an error message.
   */
  filters?: { [K in keyof F]: (raw: string | undefined) => { value: F[K] } | { error: string } };
  /** Other parameters this route reads and ignores here (they are not "unknown"). */
  allow?: readonly string[];
}

/** A sort for each column, named after it, ascending: `sorts: columnSorts('name', 'size')`. */
export const columnSorts = (...columns: string[]): Record<string, readonly OrderBy[]> =>
  Object.fromEntries(columns.map((column) => [column, [asc(column)]]));

export interface ListRequest<F = Record<string, never>> {
  page: number;
  pageSize: number;
  /** The sort as asked (`-dueDate`), '' for none. */
  sort: string;
  /** Trimmed; '' for none. */
  q: string;
  filters: F;
  /** For the storage port: search, order and the page's offset and limit (or `after`). */
  query: Required<Pick<ListQuery, 'orderBy' | 'offset' | 'limit'>> &
    Pick<ListQuery, 'search' | 'after'>;
}

const flip = (key: OrderBy): OrderBy => ({
  ...key,
  direction: key.direction === 'asc' ? 'desc' : 'asc',
  nulls: (key.nulls ?? (key.direction === 'asc' ? 'last' : 'first')) === 'last' ? 'first' : 'last',
});

const LIST_PARAMS = ['page', 'cursor', 'pageSize', 'sort', 'q'];
/** Longer than any cursor a list gives (a few keys and an id). */
const MAX_CURSOR = 2000;
/**
 * The deepest page asked by number: far past any list a person pages through, and small
 * enough that its offset stays a whole number the database takes (`page=1e300` is refused).
 */
const MAX_PAGE = 1_000_000;
export const BAD_CURSOR = 'cursor is not one this list gave for this sort (start again without it)';

/** The parameters a list route knows, for an OpenAPI description or a server's schema. */
export const listParameterNames = (spec: ListSpec<Record<string, unknown>>): string[] => [
  ...LIST_PARAMS,
  ...Object.keys(spec.filters ?? {}),
  ...(spec.allow ?? []),
];

/**
 * A list's `page`, `pageSize`, `sort` and `q` (trimmed), each read by `param(name)`; `sorted`
 * is what `sorts` has for the sort's field, and `errors` a 422 message for each that is wrong.
 */
export function readPaging<S>(
  param: (name: string) => string | undefined,
  sorts: Record<string, S>,
  { defaultPageSize = 20, maxPageSize = 100 }: { defaultPageSize?: number; maxPageSize?: number },
) {
  const page = Number(param('page') ?? '1');
  const pageSize = Number(param('pageSize') ?? String(defaultPageSize));
  const sort = param('sort') ?? '';
  const q = (param('q') ?? '').trim();
  const errors: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    errors.page = `page must be a whole number from 1 to ${MAX_PAGE}`;
  }
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxPageSize) {
    errors.pageSize = `pageSize must be a whole number from 1 to ${maxPageSize}`;
  }
  const sortKey = sort.replace(/^-/, '');
  // Own keys only: `sort=constructor` (or `__proto__`, `toString`) must not find what every
  // object inherits.
  const sorted = sortKey && Object.hasOwn(sorts, sortKey) ? sorts[sortKey] : undefined;
  if (sortKey && !sorted) {
    errors.sort = `sort must be one of ${Object.keys(sorts).join(', ') || '(none)'}`;
  }
  return { page, pageSize, sort, q, sorted, errors };
}

export function parseList<F extends Record<string, unknown>>(
  spec: ListSpec<F>,
  raw: RawQuery,
): ListRequest<F> {
  const {
    page,
    pageSize,
    sort,
    q,
    sorted: keys,
    errors,
  } = readPaging((name) => raw[name], spec.sorts ?? {}, spec);
  const filters = {} as F;
  const filterSpecs = (spec.filters ?? {}) as Record<
    string,
    (raw: string | undefined) => { value: unknown } | { error: string }
  >;
  for (const [name, parse] of Object.entries(filterSpecs)) {
    const parsed = parse(raw[name]);
    if ('error' in parsed) errors[name] = parsed.error;
    else (filters as Record<string, unknown>)[name] = parsed.value;
  }
  const known = new Set(listParameterNames(spec));
  for (const name of Object.keys(raw)) {
    if (!known.has(name)) errors[name] = `${name} is not a parameter of this list`;
  }
  const own = keys ?? [];
  const order = [...own, ...(spec.defaultOrder ?? [])];
  const orderBy = sort.startsWith('-') ? order.map(flip) : order;
  const cursor = raw.cursor;
  const after =
    cursor === undefined || cursor.length > MAX_CURSOR ? null : decodeCursor(cursor, sort, orderBy);
  if (cursor !== undefined) {
    if (raw.page !== undefined) errors.cursor = 'cursor and page cannot be used together';
    else if (!after) errors.cursor = BAD_CURSOR;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors, 'Invalid list parameters');
  return {
    page,
    pageSize,
    sort,
    q,
    filters,
    query: {
      orderBy,
      offset: after ? 0 : (page - 1) * pageSize,
      limit: pageSize,
      ...(after ? { after } : {}),
      ...(q && spec.search ? { search: { columns: spec.search, text: q } } : {}),
    },
  };
}

/**
 * A page as a list answers it: its items (mapped by `view`, e.g. to summaries), `total`, and
 * `nextCursor` (where the next page starts; null after the last one), made from the rows as
 * stored, in the request's order.
 */
export function pageAnswer<R extends Row, T = R>(
  request: Pick<ListRequest<unknown>, 'sort' | 'query'>,
  page: Page<R>,
  view: (row: R) => T = (row) => row as unknown as T,
): { items: T[]; total: number; nextCursor: string | null } {
  const last = page.items.at(-1);
  const full = page.items.length === request.query.limit;
  return {
    items: page.items.map(view),
    total: page.total,
    nextCursor: last && full ? encodeCursor(request.sort, request.query.orderBy, last) : null,
  };
}
