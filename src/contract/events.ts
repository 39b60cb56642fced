/**
 * Live updates (issue 40, part 3): `GET api/events`, a Server-Sent Events stream of the
 * changes committed to the signed-in account's data (today: its own rows, so its other tabs
 * and devices; a workspace widens who receives what on the server, not here). An event says
 * what changed, never the record itself: the client refetches or patches that area.
 *
 * Sent with the usual `Authorization: JWT <token>` header, so the app reads it with `fetch`
 * (an `EventSource` cannot send headers). Framing (text/event-stream):
 *
 * - `event: change`, `id: <event id>`, `data: <LiveEvent as JSON>`: one committed change;
 * - `event: ready`, `id: <latest id>`, `data: {}`: sent first on a fresh stream (the id to
 *   resume from even when nothing changes);
 * - `event: reset`, `data: {}`: the client was away longer than the server keeps events
 *   (`EVENTS_KEPT_MS`) or sent an id it does not know: refetch everything shown, then go on;
 * - `event: closed`, `data: { message }`: the session was ended (account disabled or
 *   signed out everywhere); the stream ends and must not be reopened with this token;
 * - a line starting with `:` every `HEARTBEAT_MS`: a heartbeat, to be ignored.
 *
 * Resuming: send the last `id` received as the `Last-Event-ID` header; the server replays
 * what was committed since (or answers `reset`).
 */
import * as z from 'zod/mini';
import { EVENT_OPS } from './events.plain';

export * from './events.plain';

export const liveEventSchema = /* @__PURE__ */ z.object({
  /** Increasing (not gap-free): what `Last-Event-ID` resumes after. */
  id: z.string(),
  /** The data area: `tasks`, `projects`, `calendar`, `files`, `chat`... or `*`. */
  area: z.string(),
  op: z.enum(EVENT_OPS),
  /** The record's id; null with `change`. */
  recordId: z.nullable(z.string()),
  /** Who made the change (uid). */
  by: z.string(),
  /** When (ISO 8601). */
  at: z.string(),
});

export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventOp = LiveEvent['op'];

/** `event: closed`'s data. */
export const closedEventSchema = /* @__PURE__ */ z.object({ message: z.string() });
