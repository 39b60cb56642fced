/**
 * List parameters: `page` (1-based), `pageSize`, `sort` (`field`, `-field` for descending),
 * `q` (search text), plus the filters a list declares. A wrong value, an unknown sort field
 * or an unknown parameter answers 422 naming it; a good request becomes the storage port's
 * `ListQuery`.
 */
import { invalid } from './problems';
import { asc, type ListQuery, type OrderBy } from './store';

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
  /** For the storage port: search, order and the page's offset and limit. */
  query: Required<Pick<ListQuery, 'orderBy' | 'offset' | 'limit'>> & Pick<ListQuery, 'search'>;
}

const flip = (key: OrderBy): OrderBy => ({
  ...key,
  direction: key.direction === 'asc' ? 'desc' : 'asc',
  nulls: (key.nulls ?? (key.direction === 'asc' ? 'last' : 'first')) === 'last' ? 'first' : 'last',
});

const LIST_PARAMS = ['page', 'pageSize', 'sort', 'q'];

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
  if (!Number.isInteger(page) || page < 1) errors.page = 'page must be a whole number from 1';
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxPageSize) {
    errors.pageSize = `pageSize must be a whole number from 1 to ${maxPageSize}`;
  }
  const sortKey = sort.replace(/^-/, '');
  const sorted = sortKey ? sorts[sortKey] : undefined;
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
  if (Object.keys(errors).length > 0) throw invalid(errors, 'Invalid list parameters');
  const own = keys ?? [];
  const order = [...own, ...(spec.defaultOrder ?? [])];
  return {
    page,
    pageSize,
    sort,
    q,
    filters,
    query: {
      orderBy: sort.startsWith('-') ? order.map(flip) : order,
      offset: (page - 1) * pageSize,
      limit: pageSize,
      ...(q && spec.search ? { search: { columns: spec.search, text: q } } : {}),
    },
  };
}
