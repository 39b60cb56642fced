/**
 * Live updates in the demo backend: `GET api/events` served by msw as the server serves it
 * (src/contract/events.ts), a `text/event-stream` body that stays open.
 *
 * Why msw serves the stream, rather than the live saga listening to a `BroadcastChannel` in
 * demo mode: the app keeps one code path in every build (its fetch reader, SSE parser, resume
 * with `Last-Event-ID`, backoff), and jest tests that very path over this handler; msw's worker
 * passes event streams through as streams. The tabs of one browser share the demo data
 * (localStorage), so they share its events too: a committed write is announced to this tab's
 * streams at once and posted on a `BroadcastChannel` to the others (`shareBetweenTabs`).
 */
import { HttpResponse } from 'msw';
import { EVENT_NAMES, EVENTS_API, LAST_EVENT_ID_HEADER, type LiveEvent } from '@/contract/events';
import { streamKeys } from '@/backend/events';
import type { Change } from '@/backend/store';
import { authenticate, type ApiEndpoint } from './server';

/** Events kept for a stream that resumes (`Last-Event-ID`); older: `reset`. */
const KEPT = 500;
/** A heartbeat this often, as the server sends (a comment line). */
const HEARTBEAT_MS = 15_000;

interface Kept {
  audience: string;
  event: LiveEvent;
}

/** The part of a `BroadcastChannel` used here (tests give a fake). */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

let sequence = 0;
const kept: Kept[] = [];
const streams = new Set<(entry: Kept) => void>();
let tabs: TabChannel | null = null;

/** A change committed in this tab or another: numbered here, kept, sent to the open streams. */
function receive(change: Change): void {
  sequence += 1;
  const { audience, area, op, recordId, by, at } = change;
  const entry: Kept = { audience, event: { id: String(sequence), area, op, recordId, by, at } };
  kept.push(entry);
  if (kept.length > KEPT) kept.shift();
  for (const stream of streams) stream(entry);
}

/** The changes a write committed (routes.ts, once its request's data is saved). */
export function publishChanges(changes: readonly Change[]): void {
  if (changes.length === 0) return;
  for (const change of changes) receive(change);
  tabs?.postMessage(changes);
}

/**
 * This tab's events go to the others and theirs come here, over `channel` (by default a
 * `BroadcastChannel`; none in a browser without it). Returns the function that stops it.
 */
export function shareBetweenTabs(
  channel: TabChannel | null = typeof BroadcastChannel === 'function'
    ? new BroadcastChannel('shreyu-live-events')
    : null,
): () => void {
  tabs?.close();
  tabs = channel;
  channel?.addEventListener('message', (event: MessageEvent) => {
    if (Array.isArray(event.data)) for (const change of event.data as Change[]) receive(change);
  });
  return () => {
    channel?.close();
    if (tabs === channel) tabs = null;
  };
}

const frame = (name: string, data: unknown, id?: string) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** The events after `lastId`, or null when it is not one of the kept ones (or the latest). */
function replayAfter(lastId: string): Kept[] | null {
  if (!/^\d{1,15}$/.test(lastId)) return null;
  const after = Number(lastId);
  const oldest = kept[0] ? Number(kept[0].event.id) - 1 : sequence;
  if (after < oldest || after > sequence) return null;
  return kept.filter((entry) => Number(entry.event.id) > after);
}

/** `GET api/events`: the signed-in caller's stream, until the request is aborted. */
export const liveEventsEndpoint: ApiEndpoint = {
  method: 'get',
  path: EVENTS_API.stream.replace(/^api\//, ''),
  respond: async (request) => {
    const caller = await authenticate(request);
    if (caller instanceof Response) return caller;
    const keys = new Set(streamKeys(caller));
    const resumeFrom = request.headers.get(LAST_EVENT_ID_HEADER)?.trim();
    const encoder = new TextEncoder();
    let stop = () => undefined as void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const write = (text: string) => controller.enqueue(encoder.encode(text));
        const send = ({ audience, event }: Kept) => {
          if (keys.has(audience)) write(frame(EVENT_NAMES.change, event, event.id));
        };
        const replay = resumeFrom ? replayAfter(resumeFrom) : null;
        if (!resumeFrom) write(frame(EVENT_NAMES.ready, {}, String(sequence)));
        else if (!replay) write(frame(EVENT_NAMES.reset, {}, String(sequence)));
        else replay.forEach(send);
        streams.add(send);
        const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
        stop = () => {
          clearInterval(heartbeat);
          streams.delete(send);
        };
        request.signal.addEventListener('abort', () => {
          stop();
          try {
            controller.close();
          } catch {
            // closed already
          }
        });
      },
      cancel: () => stop(),
    });
    return new HttpResponse(body, {
      headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
    });
  },
};
