/**
 * Every list query the API makes runs on an index, on a large seed (one account with 100,000
 * tasks among 1,000 accounts): each list route, with no parameters, each of its sorts (both
 * ways, first page, page 50 and the page after the first by `cursor`) and a search, runs through the shared runner over the SQL
 * store; each SELECT it sent (Kysely's query log) is EXPLAINed with the same parameters, and
 * its plan must read the area's table through an index (no sequential scan): on the large
 * seed as the planner chooses, on the other (small) tables with sequential scans priced out.
 *
 * And no sort over more rows than the page (issue 41): an index serves each sort's whole
 * `ORDER BY`. On the large seed, `EXPLAIN ANALYZE`: no sort node is fed more rows than the
 * page size; on the small tables, with sorts priced out too, the plan has no sort node (only
 * an index in the sort's order avoids one). A search (`q`) is exempt: its rows come from
 * trigram indexes in no order, and it sorts only the rows that match.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { runRoute, type AnyRoute } from '@/backend/route';
import { memoryBlobStore } from '../src/blobs';
import { migrate } from '../src/db/migrations';
import type { Database } from '../src/db/schema';
import { sqlStore } from '../src/db/sqlStore';
import { TYPE_PARSERS } from '../src/db/types';
import { AREAS, ROUTES } from '../src/registry';
import { seedLarge } from '../bench/seed';
import { createPostgresDatabase, POSTGRES } from './helpers';
import type { AccountDirectory } from '@/backend/admin/directory';
import { routePath } from '@/backend/path';
import { ADMIN_API, type AdminUser } from '@/contract/admin';

const OWNER = 'explain-owner';
const TABLES = new Set(AREAS.flatMap((area) => area.tables.map((table) => table.name)));

interface PlanNode {
  'Node Type': string;
  /** `Outer`, `Inner`, or `InitPlan`/`SubPlan` (a subquery's own plan, not the node's input). */
  'Parent Relationship'?: string;
  'Plan Rows'?: number;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

const SORTS = new Set(['Sort', 'Incremental Sort']);
/** A node's input: its children but the subqueries' plans (`InitPlan`, `SubPlan`). */
const inputsOf = (node: PlanNode) =>
  (node.Plans ?? []).filter((child) => !/Plan$/.test(child['Parent Relationship'] ?? ''));
/** The rows a sort node was fed (EXPLAIN ANALYZE). */
const sortedRows = (node: PlanNode) =>
  inputsOf(node).reduce(
    (n, child) => n + (child['Actual Rows'] ?? 0) * (child['Actual Loops'] ?? 1),
    0,
  );
/** The rows the planner expects a sort node to be fed (plain EXPLAIN). */
const plannedRows = (node: PlanNode) =>
  inputsOf(node).reduce((n, child) => n + (child['Plan Rows'] ?? 0), 0);

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

/**
 * Filters that pick another index (or none) than the route's default view: each request is
 * tried with each of them too.
 */
const VIEWS: Record<string, Record<string, string>[]> = {
  files: [{ view: 'bin' }],
  projects: [{ state: 'ongoing' }],
  'email/messages': [{ folder: 'sent' }],
};

/**
 * The list requests to try on a route: no parameters, each sort both ways, a search; each
 * also in the route's other `VIEWS`.
 */
function requestsOf(route: AnyRoute): Record<string, string>[] {
  const plain = plainRequestsOf(route);
  return plain.flatMap((query) => [
    query,
    ...(VIEWS[route.path] ?? []).map((view) => ({ ...view, ...query })),
  ]);
}

function plainRequestsOf(route: AnyRoute): Record<string, string>[] {
  if (route.method !== 'get' || !route.query || !('list' in route.query)) return [];
  const { sorts = {}, search = [] } = route.query.list;
  const deep = { page: '50', pageSize: '20' };
  return [
    {},
    deep,
    ...Object.keys(sorts).flatMap((sort) => [
      { sort },
      { sort: `-${sort}` },
      { sort, ...deep },
      { sort: `-${sort}`, ...deep },
    ]),
    ...(search.length ? [{ q: 'task 4242' }] : []),
  ];
}

function pageSizeOf(route: AnyRoute, query: Record<string, string>): number {
  const list = route.query && 'list' in route.query ? route.query.list : {};
  return Number(query.pageSize ?? list.defaultPageSize ?? 20);
}

describe(
  'list queries use indexes on a large seed',
  { skip: !POSTGRES && 'PostgreSQL is not running' },
  () => {
    let pool: pg.Pool;
    let db: Kysely<Database>;
    let drop: () => Promise<void>;
    const sent: CompiledQuery[] = [];
    before(async () => {
      const created = await createPostgresDatabase();
      drop = created.drop;
      pool = new pg.Pool({
        connectionString: created.url,
        types: {
          getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
            TYPE_PARSERS[oid] ??
            (pg.types.getTypeParser(oid, format ?? 'text') as (
              text: string,
            ) => unknown)) as typeof pg.types.getTypeParser,
        },
      });
      db = new Kysely<Database>({
        dialect: new PostgresDialect({ pool }),
        log: (event) => {
          if (event.level === 'query') sent.push(event.query);
        },
      });
      await migrate(db);
      await seedLarge(db, { owner: OWNER, rows: 100_000, users: 1_000, perUser: 100 });
    });
    after(async () => {
      await db?.destroy();
      await drop?.();
    });

    // The users page's accounts come from the account directory (Firebase), not a table:
    // its audit list is checked here, its users list has no query to explain.
    const owner: AdminUser = {
      uid: OWNER,
      email: 'explain@example.com',
      name: 'Explain',
      role: 'Admin',
      disabled: false,
      createdAt: new Date(0).toISOString(),
      lastSignInAt: null,
    };
    const directory: AccountDirectory = {
      list: () => Promise.resolve([owner]),
      get: (uid) => Promise.resolve(uid === OWNER ? owner : null),
      update: () => Promise.reject(new Error('not in this test')),
    };
    const readsNoTable = new Set([routePath(ADMIN_API.users)]);
    for (const route of ROUTES.filter(
      (r) => requestsOf(r).length > 0 && !readsNoTable.has(r.path),
    )) {
      it(`GET api/${route.path}`, async () => {
        const store = sqlStore(db, AREAS);
        // A list that answers `nextCursor` is also asked for the page after it (keyset).
        const requests = requestsOf(route);
        for (const query of requests) {
          sent.length = 0;
          const answer = await runRoute(route, {
            caller: { uid: OWNER, role: 'Admin' },
            params: {},
            query,
            body: undefined,
            store,
            blobs: memoryBlobStore(),
            now: Date.now(),
            directory,
          });
          assert.equal(answer.status, 200, `${route.path} ${JSON.stringify(query)}`);
          const next =
            'body' in answer && (answer.body as { nextCursor?: unknown } | undefined)?.nextCursor;
          if (typeof next === 'string' && !query.page && !query.cursor && !query.q) {
            requests.push({ ...query, cursor: next });
          }
          const selects = sent.filter(
            // `with page as (...)`: a deep page's deferred join (sqlStore.ts).
            (q) =>
              /^\s*(select|with)\b/i.test(q.sql) &&
              [...TABLES].some((t) => q.sql.includes(`"${t}"`)),
          );
          assert.ok(selects.length > 0, 'the route read its table');
          for (const select of selects) {
            // The tasks table holds the large seed: the planner's own choice must be an
            // index. The other areas' tables hold a few seeded rows, where a sequential
            // scan is the right plan; for them the check is that an index can serve the
            // query (sequential scans priced out).
            const large = select.sql.includes('"tasks"');
            const client = await pool.connect();
            let result;
            try {
              await client.query(`set enable_seqscan = ${large ? 'on' : 'off'}`);
              await client.query(`set enable_sort = ${large ? 'on' : 'off'}`);
              result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
                `explain (${large ? 'analyze, ' : ''}format json) ${select.sql}`,
                [...select.parameters],
              );
            } finally {
              await client.query('reset enable_seqscan');
              await client.query('reset enable_sort');
              client.release();
            }
            const plan = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
            assert.ok(plan);
            const scans = nodes(plan).filter(
              (node) => node['Relation Name'] && TABLES.has(node['Relation Name']),
            );
            const what = `${route.path} ${JSON.stringify(query)}: ${scans.map((n) => n['Node Type']).join(', ')}\n${select.sql}`;
            assert.ok(scans.length > 0, what);
            assert.ok(
              // Index Scan, Index Only Scan, or a Bitmap Heap Scan over bitmap index scans.
              scans.every((node) => /Index|Bitmap Heap/.test(node['Node Type'])),
              `a sequential scan: ${what}`,
            );
            if (query.q) continue;
            const sorts = nodes(plan).filter((node) => SORTS.has(node['Node Type']));
            const page = pageSizeOf(route, query);
            // A deep page's deferred join sorts again the page's rows it read by `row_seq`
            // (the page's order came from the index): only those, by the plan's estimate.
            const deferred = /^\s*with page as/i.test(select.sql);
            assert.ok(
              sorts.every((node) =>
                large ? sortedRows(node) <= page : deferred && plannedRows(node) <= page,
              ),
              `a sort over more rows than the page (${page}): ${what}\n${sorts
                .map(
                  (node) =>
                    `${node['Node Type']} of ${large ? sortedRows(node) : `~${plannedRows(node)}`} rows`,
                )
                .join(', ')}`,
            );
          }
        }
      });
    }
  },
);
