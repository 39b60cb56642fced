/**
 * The HTTP app: Fastify with its own plugins for the cross-cutting parts (security headers,
 * CORS allow-list, per-account rate limit, body limits), the token check on `/api/`, one
 * error handler, and `GET /healthz`. The API's routes are mounted by `mountApi` (./api).
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
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

export interface AppState {
  /** False until the database is migrated and the server may answer API calls. */
  ready: boolean;
}

export interface AppOptions {
  corsOrigins: readonly string[];
  rateLimitPerMinute: number;
  /** null: sign-in is not configured (no project id): API calls answer 503 saying so. */
  verifier: TokenVerifier | null;
  /**
   * After the token is verified, on every request: why this session is refused (an account
   * the users page disabled; the 401's message), or null. Cheap: see src/revocations.ts.
   */
  sessionRefusal?(principal: Principal): Promise<string | null>;
  /** The database check behind `/healthz`. */
  ping(): Promise<void>;
  databaseKind: string;
  state: AppState;
  logger?: FastifyServerOptions['logger'];
  /** Behind a load balancer: trust its `X-Forwarded-For` for the client's address. */
  trustProxy?: boolean;
  /** Registers the API's routes inside the authenticated `/api` scope. */
  mountApi?(scope: FastifyInstance): void | Promise<void>;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    // While closing (SIGTERM), new requests on kept-alive connections answer 503.
    return503OnClosing: true,
    // Request ids from the load balancer are not trusted; Fastify makes its own.
    requestIdHeader: false,
  });
  app.setErrorHandler(errorHandler);
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
    // An API answers JSON and files, never pages: no CSP to negotiate, but no framing either.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  await app.register(cors, {
    origin: [...options.corsOrigins],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });

  // Before the routes: it documents every route registered after it.
  await registerOpenApi(app);

  app.get('/healthz', async (_request, reply) => {
    if (!options.state.ready) {
      return reply.code(503).send({ status: 'starting', message: MESSAGES.starting });
    }
    try {
      await options.ping();
      return { status: 'ok', database: options.databaseKind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: MESSAGES.databaseAway });
    }
  });

  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request) => {
        if (!options.state.ready) throw unavailable(MESSAGES.starting, 5);
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
        request.principal = principal;
      });
      // Registered after the token check, so its key is the account (route-level hooks run
      // after the scope's); a shared address (an office, a proxy) is not one bucket.
      await api.register(rateLimit, {
        max: options.rateLimitPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request) => request.principal?.uid ?? request.ip,
        errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000),
      });
      await options.mountApi?.(api);
    },
    { prefix: '/api' },
  );
  return app;
}
