/**
 * The OpenAPI document: served without a token, valid OpenAPI, every route of the registry in
 * it with the statuses it may answer; and the schemas behind it only document (the shared
 * layer still checks requests, and answers are sent whole).
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { memoryStore } from '@/backend/memory';
import { defineRoute, type AnyRoute } from '@/backend/route';
import { mountApi } from '../src/api';
import { buildApp } from '../src/app';
import { memoryBlobStore } from '../src/blobs';
import { OPENAPI_PATH } from '../src/openapi';
import { AREAS, ROUTES } from '../src/registry';

type Operation = {
  responses?: Record<string, unknown>;
  security?: unknown[];
  requestBody?: unknown;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, unknown>> };
};

const GOOD = 'header.payload.signature';

/** A route answering more than its response schema names (a schema must not strip it). */
const extraRoute = defineRoute({
  method: 'get',
  path: 'openapi-test/extra',
  response: z.object({ kept: z.string() }),
  handle: () => ({ kept: 'yes', extra: 42 }),
});

async function start(routes: readonly AnyRoute[], ready = true) {
  const app = await buildApp({
    corsOrigins: [],
    rateLimitPerMinute: 1000,
    verifier: {
      verify: (token) => Promise.resolve(token === GOOD ? { uid: 'u1', role: 'Admin' } : null),
    },
    ping: () => Promise.resolve(),
    databaseKind: 'test',
    state: { ready },
    mountApi: (api) =>
      mountApi(api, { routes, store: memoryStore(AREAS), blobs: memoryBlobStore() }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

/** The statuses a route may answer, as the issue lists them. */
function expectedStatuses(route: AnyRoute): string[] {
  const success = route.file ? 200 : (route.status ?? 200);
  const statuses = [success, 401, 429, 503];
  if (route.query || route.body) statuses.push(422);
  if (route.path.includes(':')) statuses.push(404);
  if (route.roles) statuses.push(403);
  if (route.body === 'multipart') statuses.push(413);
  if (route.versioned) statuses.push(409);
  return statuses.map(String).sort();
}

describe('OpenAPI document', () => {
  let app: FastifyInstance;
  let url: string;
  let document: Document;

  before(async () => {
    // Not ready and no token: the document is served all the same.
    ({ app, url } = await start([...ROUTES, extraRoute], false));
    const response = await fetch(`${url}${OPENAPI_PATH}`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /application\/json/);
    document = (await response.json()) as Document;
  });
  after(() => app.close());

  it('is valid OpenAPI', async () => {
    const result = await new Validator().validate(document);
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2)?.slice(0, 2000));
    assert.match(document.openapi, /^3\.1\./);
    assert.equal(document.info.version, '0.1.0');
  });

  it('names the JWT scheme of the Authorization header, on every operation', () => {
    assert.deepEqual(document.components.securitySchemes.jwt, {
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
      description: '`JWT <Firebase ID token>` (`Bearer <token>` is accepted too)',
    });
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        assert.deepEqual(operation.security, [{ jwt: [] }], `${method} ${path}`);
      }
    }
  });

  it('holds every route of the registry with the statuses it may answer', () => {
    assert.ok(ROUTES.length > 50);
    for (const route of ROUTES) {
      const path = `/api/${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
      const operation = document.paths[path]?.[route.method];
      assert.ok(operation, `${route.method} ${path} is missing`);
      assert.deepEqual(
        Object.keys(operation.responses ?? {}).sort(),
        expectedStatuses(route),
        `${route.method} ${path}`,
      );
    }
    assert.equal(document.paths['/healthz'], undefined, 'only the API is documented');
    assert.equal(document.paths[OPENAPI_PATH], undefined);
  });

  it('documents a route’s body, its answer and its error body', () => {
    const create = document.paths['/api/tasks']?.post;
    assert.ok(create?.requestBody, 'POST api/tasks has a body');
    assert.deepEqual(create.responses?.['422'], {
      description: 'Invalid input: `fields` names each field and what is wrong with it',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } },
    });
    for (const status of ['429', '503']) {
      const headers = (create.responses?.[status] as { headers?: Record<string, unknown> }).headers;
      assert.ok(headers?.['Retry-After'], `${status} documents Retry-After`);
    }
    assert.equal((create as { summary?: string }).summary, 'A new task, at the end of its column');
    const answer = JSON.stringify(create.responses?.['200']);
    for (const field of ['checklist', 'comments', 'createdAt', 'order']) {
      assert.ok(answer.includes(field), `the Task answer names ${field}`);
    }
  });
});

describe('Route schemas only document', () => {
  let app: FastifyInstance;
  let url: string;
  before(async () => {
    ({ app, url } = await start([...ROUTES, extraRoute]));
  });
  after(() => app.close());

  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${url}${path}`, {
      method,
      headers: {
        authorization: `JWT ${GOOD}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('leaves bad input to the shared layer (its 422, not a 400 of the schema’s)', async () => {
    const response = await send('POST', '/api/tasks', { title: 7 });
    assert.equal(response.status, 422);
    const body = (await response.json()) as { fields?: Record<string, string> };
    assert.equal(body.fields?.title, 'A task needs a title');
    const list = await send('GET', '/api/tasks?page=zero&nope=1');
    assert.equal(list.status, 422);
    assert.deepEqual(Object.keys(((await list.json()) as { fields: object }).fields).sort(), [
      'nope',
      'page',
    ]);
  });

  it('sends an answer whole, fields its schema does not name included', async () => {
    const response = await send('GET', '/api/openapi-test/extra');
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { kept: 'yes', extra: 42 });
  });
});
