/**
 * `GET /api/events` (src/contract/events.ts): the signed-in account's Server-Sent Events.
 * Mounted inside the authenticated `/api` scope, so the token check, the session refusal
 * (disabled account) and both rate limits apply to opening it, as to any route. While open:
 * a heartbeat comment every `heartbeatMs`, the session checked again every `checkMs` (a
 * disabled or signed-out-everywhere account gets `closed` and the stream ends), and a client
 * too slow to read (over `MAX_BUFFERED` bytes waiting) is cut: it resumes with Last-Event-ID,
 * and `renew` when its token expires or, checked every `checkMs` too, the account's membership
 * is no longer what it was at open (the client opens it again with a fresh token).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { EVENT_NAMES, EVENTS_API, HEARTBEAT_MS } from '@/contract/events';
import { streamKeys } from '@/backend/events';
import { ApiProblem, PROBLEM_MESSAGES, unauthorized } from '@/backend/problems';
import type { AnyRoute } from '@/backend/route';
import type { Principal } from './auth';
import type { DatabaseHandle } from './db/database';
import { eventBounds, eventsAfter, type AddressedEvent } from './db/events';
import type { LiveHub } from './live';
import { routeSchema } from './openapi';

/** Bytes a stream may have waiting for a slow client before it is cut. */
const MAX_BUFFERED = 1024 * 1024;
/** Ids remembered per stream to send each event once (a replay and the live feed overlap). */
const REMEMBERED = 2000;
/** Events replayed per query. */
const PAGE = 1000;
/**
 * After the LISTEN connection came back, the stream also reads again the events stored this
 * recently whatever their id (see `eventsAfter`): a write that committed a lower id during
 * the gap is not skipped; those already sent are not sent twice (`sent`).
 */
const CATCH_UP_OVERLAP_MS = 30_000;

export interface LiveStreamOptions {
  hub: LiveHub;
  database: Pick<DatabaseHandle, 'db'>;
  /** Why this session is refused now (disabled, revoked), or null: the app's own check. */
  sessionRefusal?(principal: Principal): Promise<string | null>;
  /**
   * Is the account a member (issue 49)? A non-member's stream carries only its own key, never
   * the workspace's (`WORKSPACE_OWNER`): it stored nothing, so it receives nothing. Omitted: member.
   */
  isMember?(principal: Principal): Promise<boolean>;
  heartbeatMs?: number;
  /** How often an open stream checks its session again (ms). */
  checkMs?: number;
  /** Streams one account may hold open on this instance (default `MAX_STREAMS_PER_ACCOUNT`). */
  maxStreamsPerAccount?: number;
  /**
   * Streams this instance holds open at most, every account together (0 or absent: no cap).
   * Past it, 429 with Retry-After: the app's reader waits and tries again, and the load
   * balancer can send it to another instance.
   */
  maxStreams?: number;
}

/**
 * Streams one account may hold open on one instance: a person's tabs and devices, with room
 * to spare. Past it, 429: each open stream holds a connection and a subscription, and an
 * account (or a stolen token) must not hold an instance's memory with them.
 */
export const MAX_STREAMS_PER_ACCOUNT = 20;

/** The route as the API reference sees it (the handler below is the server's own). */
const DOCUMENTED: AnyRoute = {
  method: 'get',
  path: EVENTS_API.stream.replace(/^api\//, ''),
  summary: 'Live updates: a Server-Sent Events stream of the changes to my data',
  description:
    'text/event-stream. `event: change` (`id`, `data`: `{ id, area, op, recordId, by, at }`) for each committed ' +
    'change; `event: ready` first on a fresh stream (its `id` to resume from); `event: reset` when the ' +
    '`Last-Event-ID` sent is older than the events kept (10 minutes) or unknown: refetch; `event: closed` ' +
    '(`{ message }`) when the session ends; `event: renew` when the token it was opened with expires, or when the ' +
    "account's membership of the workspace changed (removed, or let in): open it again with a fresh token, resuming " +
    'from the last id. A `:` comment line every 15 s. Send `Authorization` (a fetch-based ' +
    'reader) and, to resume, the last id received as `Last-Event-ID`.',
  handle: () => undefined,
};

function eventStreamSchema() {
  const schema = routeSchema(DOCUMENTED);
  const response = schema.response as Record<number, unknown>;
  response[200] = {
    description: 'The stream (never ends by itself)',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  };
  schema.headers = {
    type: 'object',
    properties: {
      'last-event-id': { type: 'string', description: 'The last `id` received: resume after it' },
    },
  };
  return schema;
}

const frame = (name: string, data: unknown, id?: string) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

const isId = (value: string) => /^\d{1,18}$/.test(value);

export function mountLiveStream(api: FastifyInstance, options: LiveStreamOptions): void {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const checkMs = options.checkMs ?? 5000;
  const { db } = options.database;
  const maxPerAccount = options.maxStreamsPerAccount ?? MAX_STREAMS_PER_ACCOUNT;
  const openPerAccount = new Map<string, number>();
  const maxStreams = options.maxStreams ?? 0;
  let openStreams = 0;

  api.get(
    `/${DOCUMENTED.path}`,
    { schema: eventStreamSchema(), validatorCompiler: () => () => true },
    async (request, reply) => {
      const principal = request.principal;
      if (!principal) throw unauthorized();
      // Asked before the caps are read and counted (no await between the two): a stranger's
      // stream carries only its own key.
      const member = options.isMember ? await options.isMember(principal) : true;
      const held = openPerAccount.get(principal.uid) ?? 0;
      if (held >= maxPerAccount) {
        throw new ApiProblem(
          429,
          { message: PROBLEM_MESSAGES.tooManyStreams },
          { 'retry-after': '30' },
        );
      }
      if (maxStreams > 0 && openStreams >= maxStreams) {
        throw new ApiProblem(
          429,
          { message: PROBLEM_MESSAGES.serverStreamsFull },
          { 'retry-after': '30' },
        );
      }
      const { uid } = principal;
      openPerAccount.set(uid, held + 1);
      openStreams += 1;
      const keys = member ? streamKeys(principal) : [uid];
      const header = request.headers['last-event-id'];
      const resumeFrom = (Array.isArray(header) ? header[header.length - 1] : header)?.trim();

      reply.hijack();
      const raw: ServerResponse = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.flushHeaders();

      let open = true;
      let lastId = '0';
      /** Where this stream started: a catch-up's overlap never reaches below it. */
      let firstId = '0';
      const sent = new Set<string>();
      let replaying = true;
      const waiting: AddressedEvent[] = [];
      const timers: NodeJS.Timeout[] = [];

      const write = (text: string) => {
        if (!open) return;
        raw.write(text);
        if (raw.writableLength > MAX_BUFFERED) end();
      };
      const send = ({ event }: AddressedEvent) => {
        if (sent.has(event.id)) return;
        sent.add(event.id);
        if (sent.size > REMEMBERED) sent.delete(sent.values().next().value as string);
        if (BigInt(event.id) > BigInt(lastId)) lastId = event.id;
        write(frame(EVENT_NAMES.change, event, event.id));
      };
      const flush = () => {
        replaying = false;
        for (const event of waiting.splice(0)) send(event);
      };
      // One catch-up at a time; live events wait meanwhile, then go out (each once).
      let catching: Promise<void> = Promise.resolve();
      const catchUp = (overlapMs = 0) => {
        catching = catching.then(async () => {
          if (!open) return;
          replaying = true;
          try {
            for (let overlap = overlapMs; ; overlap = 0) {
              const missed = await eventsAfter(db, keys, lastId, {
                limit: PAGE,
                overlapMs: overlap,
                floorId: firstId,
              });
              for (const event of missed) send(event);
              if (missed.length < PAGE || !open) break;
            }
          } catch (error) {
            request.log.warn({ err: error }, 'live updates: a catch-up failed; the stream ends');
            end();
          } finally {
            flush();
          }
        });
      };
      const unsubscribe = options.hub.subscribe({
        keys,
        deliver: (event) => (replaying ? waiting.push(event) : send(event)),
        catchUp: () => catchUp(CATCH_UP_OVERLAP_MS),
        end: () => end(),
      });
      function end() {
        if (!open) return;
        open = false;
        const left = (openPerAccount.get(uid) ?? 1) - 1;
        openStreams -= 1;
        if (left > 0) openPerAccount.set(uid, left);
        else openPerAccount.delete(uid);
        for (const timer of timers) clearInterval(timer);
        unsubscribe();
        raw.end();
      }
      raw.on('close', end);

      timers.push(setInterval(() => write(': heartbeat\n\n'), heartbeatMs));
      // The token's end is the stream's (an expired token is checked no more): `renew` says
      // so, and the client opens it again at once with a fresh token, from Last-Event-ID.
      const renew = () => {
        write(frame(EVENT_NAMES.renew, {}));
        end();
      };
      if (principal.expiresAt !== undefined) {
        timers.push(setTimeout(renew, Math.max(0, principal.expiresAt - Date.now())));
      }
      // The keys were chosen by the standing at open: a member an Admin removes would keep
      // the workspace's events, a stranger let in would miss them. So the standing is asked
      // again with the session; changed, `renew` makes the client open a stream with the keys
      // it has now. A failed check proves nothing and changes nothing (the next one asks).
      if (options.isMember) {
        const isMember = options.isMember;
        timers.push(
          setInterval(() => {
            void isMember(principal)
              .then((now) => {
                if (now !== member) renew();
              })
              .catch(() => undefined);
          }, checkMs),
        );
      }
      if (options.sessionRefusal) {
        const refusal = options.sessionRefusal;
        timers.push(
          setInterval(() => {
            void refusal(principal)
              .then((message) => {
                if (!message) return;
                write(frame(EVENT_NAMES.closed, { message }));
                end();
              })
              .catch(() => undefined);
          }, checkMs),
        );
      }

      write('retry: 2000\n\n');
      try {
        const bounds = await eventBounds(db);
        const known =
          resumeFrom !== undefined &&
          isId(resumeFrom) &&
          BigInt(resumeFrom) >= BigInt(bounds.prunedUpTo) &&
          BigInt(resumeFrom) <= BigInt(bounds.latest);
        if (resumeFrom === undefined || resumeFrom === '') {
          lastId = firstId = bounds.latest;
          write(frame(EVENT_NAMES.ready, {}, bounds.latest));
          flush();
        } else if (!known) {
          lastId = firstId = bounds.latest;
          write(frame(EVENT_NAMES.reset, {}, bounds.latest));
          flush();
        } else {
          lastId = firstId = resumeFrom;
          catchUp();
        }
      } catch (error) {
        request.log.warn({ err: error }, 'live updates: the stream could not start');
        end();
      }
    },
  );
}
