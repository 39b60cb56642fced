/**
 * The HTTP app: Fastify with its own plugins for the cross-cutting parts (security headers,
 * CORS allow-list, rate limits, body limits), the token check on `/api/`, one error handler,
 * `GET /healthz` (liveness: the process answers; no I/O) and `GET /readyz` (readiness: the
 * schema is current and the database, the blob store and Redis answer). The API's routes are
 * mounted by `mountApi` (./api).
 *
 * Rate limits: one per client address in front of the token check (requests without a valid
 * token count too), one per account after it. With Redis their counters are shared by every
 * instance (one budget, however many instances); without, each instance counts alone. Redis
 * away: the limits let requests through (`skipOnError`) and the server logs it, never a 500.
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { tokenOf, type Principal, type TokenVerifier } from './auth';
import {
  badRequest,
  ApiProblem,
  PROBLEM_MESSAGES as MESSAGES,
  rateLimited,
  unauthorized,
  unavailable,
} from '@/backend/problems';
import { errorHandler, sendProblem } from './errors';
import { registerOpenApi } from './openapi';
import { limitBodyTime } from './slowClients';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller (set on every `/api/` request that gets past the token check). */
    principal?: Principal;
  }
}

/** 1 MB: the contract's limit for JSON bodies (uploads have their own, per route). */
export const JSON_BODY_LIMIT = 1024 * 1024;

function rejectProtoKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new SyntaxError('__proto__ key');
  return value;
}

/**
 * A request id the load balancer may hand over: bounded and of safe characters only, since it
 * is written into every log line and every answer (no newline, no quote, no log injection).
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: the load balancer's `x-request-id` when it is a safe one, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

export interface AppState {
  /** False until the database is migrated and the server may answer API calls. */
  ready: boolean;
  /** While not ready: why (the 503's message); unset: still starting. */
  notReady?: string;
}

/** A readiness check: resolves when its dependency answers. */
export type ReadyCheck = () => Promise<void>;

export interface AppOptions {
  corsOrigins: readonly string[];
  rateLimitPerMinute: number;
  /** Requests per minute from one address, before the token check; default 2x the account's. */
  rateLimitPerAddressPerMinute?: number;
  /** The limits' shared counters; absent: in this process. */
  redis?: Redis | null;
  /** Prefix of the limits' Redis keys (tests: one per run). */
  rateLimitNamespace?: string;
  /** null: sign-in is not configured (no project id): API calls answer 503 saying so. */
  verifier: TokenVerifier | null;
  /**
   * After the token is verified, on every request: why this session is refused (an account
   * the users page disabled; the 401's message), or null. Cheap: see src/revocations.ts.
   */
  sessionRefusal?(principal: Principal): Promise<string | null>;
  /**
   * The role to serve for this session: its claim, unless the users page changed it since the
   * token was issued (src/revocations.ts). Absent: the claim.
   */
  currentRole?(principal: Principal): Promise<Principal['role']>;
  /** The database check behind `/readyz`. */
  ping(): Promise<void>;
  /** More checks behind `/readyz`, by name (the blob store, Redis). */
  readyChecks?: Record<string, ReadyCheck>;
  databaseKind: string;
  state: AppState;
  logger?: FastifyServerOptions['logger'];
  /** Behind a load balancer: trust its `X-Forwarded-For` for the client's address. */
  trustProxy?: boolean | number;
  /** A JSON body must arrive whole within this (ms; 408; 0: no limit): slowClients.ts. */
  bodyTimeoutMs?: number;
  /** Node's limit on a whole request, uploads included (ms; 0: none): the backstop. */
  requestTimeoutMs?: number;
  /** Registers the API's routes inside the authenticated `/api` scope. */
  mountApi?(scope: FastifyInstance): void | Promise<void>;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: options.requestTimeoutMs ?? 600_000,
    // A hop count as a function: the typings lack Fastify's number form.
    trustProxy:
      typeof options.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (options.trustProxy as number)
        : (options.trustProxy ?? false),
    // While closing (SIGTERM), new requests on kept-alive connections answer 503.
    return503OnClosing: true,
    // The id is read (and checked) by `requestIdOf`: Fastify's own header option would take
    // any value as it comes. Every log line of the request carries it as `reqId`.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  // Every answer names its request, so a user can quote it and an operator grep for it.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler(errorHandler);
  limitBodyTime(app, options.bodyTimeoutMs ?? 30_000);
  // Draining: a request that finishes while the server closes takes its connection with it,
  // so a kept-alive client does not hold the shutdown until its idle timeout.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.setNotFoundHandler((_request, reply) =>
    sendProblem(reply, new ApiProblem(404, { message: MESSAGES.noEndpoint })),
  );

  // JSON: an empty body reads as none (the contract reads it as `{}`); `__proto__` keys are
  // refused (they would change a prototype if ever merged into an object).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text, rejectProtoKeys));
      } catch {
        done(badRequest(MESSAGES.badJson), undefined);
      }
    },
  );

  await app.register(helmet, {
    // An API answers JSON and files, never pages: a CSP of exactly `default-src 'none'`
    // (without `useDefaults: false` helmet merges its page defaults in), and no framing.
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"] } },
    frameguard: { action: 'deny' },
  });
  await app.register(cors, {
    origin: [...options.corsOrigins],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Retry-After', 'Content-Disposition', 'X-Request-Id'],
    maxAge: 600,
  });

  // Before the routes: it documents every route registered after it.
  await registerOpenApi(app);

  // Liveness: no database, no I/O, so a database outage never gets instances restarted.
  app.get('/healthz', () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    if (!options.state.ready) {
      const message = options.state.notReady ?? MESSAGES.starting;
      return reply.code(503).send({ status: 'starting', message });
    }
    const checks: Record<string, ReadyCheck> = {
      database: options.ping,
      ...options.readyChecks,
    };
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await check();
          return [name, 'ok'] as const;
        } catch (error) {
          app.log.warn({ err: error, check: name }, 'readiness check failed');
          return [name, 'unavailable'] as const;
        }
      }),
    );
    const down = results.filter(([, result]) => result !== 'ok').map(([name]) => name);
    const body = { checks: Object.fromEntries(results), database: options.databaseKind };
    if (down.length === 0) return { status: 'ok', ...body };
    return reply.code(503).send({
      status: 'unavailable',
      message: `Not ready: ${down.join(', ')} cannot be reached`,
      ...body,
    });
  });

  await app.register(
    async (api) => {
      const shared = {
        timeWindow: 60_000,
        skipOnError: true,
        ...(options.redis
          ? { redis: options.redis, nameSpace: `${options.rateLimitNamespace ?? 'rl'}:` }
          : {}),
      };
      // Registered with `global: false`: its limiter is called by hand, before the token check.
      await api.register(rateLimit, {
        ...shared,
        global: false,
        max: options.rateLimitPerAddressPerMinute ?? options.rateLimitPerMinute * 2,
        keyGenerator: (request) => `ip:${request.ip}`,
      });
      const perAddress = api.createRateLimit();
      api.addHook('onRequest', async (request) => {
        if (!options.state.ready) throw unavailable(options.state.notReady ?? MESSAGES.starting, 5);
        const limit = await perAddress(request);
        if (!limit.isAllowed && limit.isExceeded) throw rateLimited(limit.ttl / 1000);
        if (!options.verifier) throw unavailable(MESSAGES.signInNotConfigured);
        const token = tokenOf(request.headers.authorization);
        if (!token) throw unauthorized();
        let principal: Principal | null;
        try {
          principal = await options.verifier.verify(token);
        } catch (error) {
          request.log.warn({ err: error }, 'token check failed');
          throw unavailable(MESSAGES.tokenCheckFailed, 5);
        }
        if (!principal) throw unauthorized();
        const refused = await options.sessionRefusal?.(principal);
        if (refused) throw unauthorized(refused);
        const role = (await options.currentRole?.(principal)) ?? principal.role;
        request.principal = role === principal.role ? principal : { ...principal, role };
      });
      // Registered after the token check, so its key is the account (route-level hooks run
      // after the scope's); a shared address (an office, a proxy) is not one bucket.
      await api.register(rateLimit, {
        ...shared,
        max: options.rateLimitPerMinute,
        keyGenerator: (request) => `uid:${request.principal?.uid ?? request.ip}`,
        errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000),
      });
      await options.mountApi?.(api);
    },
    { prefix: '/api' },
  );
  return app;
}
