/**
 * The API described for OpenAPI: each shared route's params, query, body and answers as JSON
 * Schema (its zod schemas through `z.toJSONSchema`), attached to its Fastify route, and
 * `GET /api/openapi.json` (@fastify/swagger) built from them.
 *
 * The schemas document; they do not decide. Requests are checked by the shared layer (its
 * 422 `{ message, fields }`), so Fastify's validator is a no-op here, and answers are sent
 * with plain `JSON.stringify`, so a schema that missed a field never drops it from an answer.
 */
import swagger from '@fastify/swagger';
import type {
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
} from 'fastify';
import * as z from 'zod/mini';
import type { AnyRoute } from '@/backend/route';
import { listParameterNames, type ListSpec } from '@/backend/list';
import type { Schema } from '@/backend/validate';
import { version } from '../../package.json';

type JsonSchema = Record<string, unknown>;

/** Where the document is served (outside the token check: it describes, it holds no data). */
export const OPENAPI_PATH = '/api/openapi.json';

/** The one error body (src/backend/problems.ts's `ProblemBody`), a component of the document. */
export const PROBLEM_ID = 'Problem';
const PROBLEM_SCHEMA: JsonSchema = {
  $id: PROBLEM_ID,
  type: 'object',
  description:
    'Every answer that is not a success: `fields` on 422 only, `current` on a 409 for a stale `version` only, `requestId` always from the server.',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    fields: {
      type: 'object',
      description: 'Each invalid field (or list parameter) and what is wrong with it.',
      additionalProperties: { type: 'string' },
    },
    current: {
      description: 'The record as it is now (a write that sent an older `version`).',
    },
    requestId: {
      type: 'string',
      description:
        "The request's id (also its `x-request-id` header and in the server's log), for support.",
    },
    code: {
      type: 'string',
      description:
        "A stable code where the status alone does not say enough: on 403, `not_yours` (a shared record not this member's to change) or `role_required` (a part of the API this role may not use).",
    },
  },
};

/** What each error status means, in every route's documentation. */
export const ERROR_STATUSES = {
  401: 'No token, a malformed or expired one, or a disabled account',
  403: 'This account may not use this route (role)',
  404: 'No such record for this caller',
  409: 'A stale `version`: someone changed the record since it was read; `current` is the record as it is now',
  413: 'An upload over the limit',
  422: 'Invalid input: `fields` names each field and what is wrong with it',
  429: 'Too many requests (Retry-After says when to try again)',
  503: 'The server is starting or the database is away (Retry-After), or sign-in is not configured',
} as const;

type ErrorStatus = keyof typeof ERROR_STATUSES;

/** What a versioned route's reference says (the transform bodies cannot show the field). */
const VERSIONED =
  "The body may carry `version`, the record's version as the client read it: when the record has changed since, nothing is written and the answer is 409 with the record as it is now (`current`). Without `version` the write is accepted.";

const RETRY_AFTER = {
  'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again' },
};

/** A zod schema as JSON Schema: what a request may send (`input`) or an answer holds. */
export function jsonSchemaOf(schema: Schema<unknown>, io: 'input' | 'output'): JsonSchema {
  // Transforms and catches have no JSON Schema: `any` documents them as "anything".
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** The `:name` parameters of a route's path. */
export const pathParameters = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');

/** The error statuses a route may answer, derived from what it declares. */
export function errorStatuses(route: AnyRoute): ErrorStatus[] {
  const statuses: ErrorStatus[] = [401];
  if (route.roles) statuses.push(403);
  if (pathParameters(route.path).length > 0) statuses.push(404);
  if (route.versioned) statuses.push(409);
  if (route.body === 'multipart') statuses.push(413);
  if (route.query || route.body) statuses.push(422);
  statuses.push(429, 503);
  return statuses;
}

function listQuerySchema(spec: ListSpec<Record<string, unknown>>): JsonSchema {
  const sorts = Object.keys(spec.sorts ?? {});
  const { defaultPageSize = 20, maxPageSize = 100 } = spec;
  const properties: Record<string, JsonSchema> = {};
  for (const name of listParameterNames(spec)) properties[name] = { type: 'string' };
  properties.page = { type: 'integer', minimum: 1, default: 1, description: '1-based' };
  properties.pageSize = {
    type: 'integer',
    minimum: 1,
    maximum: maxPageSize,
    default: defaultPageSize,
  };
  properties.sort = sorts.length
    ? {
        type: 'string',
        enum: sorts.flatMap((sort) => [sort, `-${sort}`]),
        description: 'A field; `-field` for descending',
      }
    : { type: 'string', description: 'This list has no sorts: any value is refused' };
  properties.q = { type: 'string', description: 'Search text' };
  return { type: 'object', properties, additionalProperties: false };
}

function querySchema(route: AnyRoute): JsonSchema | undefined {
  if (!route.query) return undefined;
  if ('list' in route.query) return listQuerySchema(route.query.list);
  return jsonSchemaOf(route.query.schema, 'input');
}

function successAnswer(route: AnyRoute): Record<number, JsonSchema> {
  if (route.file) {
    return {
      200: {
        description: 'The file (a download)',
        content: {
          'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
        },
      },
    };
  }
  if (route.status === 204) return { 204: { description: 'Done (no body)', type: 'null' } };
  const status = route.status ?? 200;
  const description = status === 201 ? 'Created' : 'Success';
  if (!route.response) return { [status]: { description } };
  return { [status]: { description, ...jsonSchemaOf(route.response, 'output') } };
}

/** The area a route belongs to: the first segment of its path (`tasks/:id` -> `tasks`). */
export const areaOf = (route: Pick<AnyRoute, 'path'>): string => route.path.split('/')[0] ?? '';

/** A route's Fastify schema: what @fastify/swagger turns into its operation. */
export function routeSchema(route: AnyRoute): FastifySchema & JsonSchema {
  const schema: FastifySchema & JsonSchema = {
    tags: [areaOf(route)],
    operationId: `${route.method}:${route.path}`,
    ...(route.summary ? { summary: route.summary } : {}),
    ...(route.description || route.versioned
      ? { description: [route.description, route.versioned && VERSIONED].filter(Boolean).join(' ') }
      : {}),
    security: [{ jwt: [] }],
  };
  const params = pathParameters(route.path);
  if (params.length > 0) {
    schema.params = {
      type: 'object',
      properties: Object.fromEntries(params.map((name) => [name, { type: 'string' }])),
      required: params,
    };
  }
  const query = querySchema(route);
  if (query) schema.querystring = query;
  if (route.body === 'multipart') {
    schema.consumes = ['multipart/form-data'];
    schema.body = { type: 'object', description: 'A multipart/form-data upload' };
  } else if (route.body) {
    schema.body = jsonSchemaOf(route.body, 'input');
  }
  const response: Record<number, JsonSchema> = successAnswer(route);
  for (const status of errorStatuses(route)) {
    response[status] = {
      description: ERROR_STATUSES[status],
      $ref: `${PROBLEM_ID}#`,
      ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
    };
  }
  schema.response = response;
  return schema;
}

// Requests are the shared layer's to check: accept everything as it came.
const acceptAll: FastifySchemaCompiler<unknown> = () => () => true;
// Answers as they are: never shaped (or stripped) by a response schema.
const plainJson: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/** What `api.route` needs besides method, url and handler to carry a route's schema. */
export function routeSchemaOptions(route: AnyRoute) {
  return {
    schema: routeSchema(route),
    validatorCompiler: acceptAll,
    serializerCompiler: plainJson,
  };
}

/**
 * Registers @fastify/swagger (before any route, so it sees them all) and the document's
 * route. Called on the root instance: the document is outside the token check.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addSchema(PROBLEM_SCHEMA);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Shreyu API',
        version,
        description:
          'The API the Shreyu dashboard serves (the Fastify server and the msw demo). ' +
          'Per-area notes: docs/api/<area>.md.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          jwt: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: '`JWT <Firebase ID token>` (`Bearer <token>` is accepted too)',
          },
        },
      },
    },
    // The API only: /healthz and the like are the operator's, not the client's.
    transform: ({ schema, url }) => ({
      schema: url.startsWith('/api/') ? schema : { ...schema, hide: true },
      url,
    }),
    refResolver: {
      // Components by their own names (`Problem`), not `def-0`.
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}
