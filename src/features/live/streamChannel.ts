import { buffers, eventChannel } from 'redux-saga';
import { EVENTS_API, HEARTBEAT_MS, LAST_EVENT_ID_HEADER } from '@/contract/events.plain';
import { isAppError, type AppError } from '@/services/errors';
import { HTTP_ERROR_KEYS, type HttpClient } from '@/services/http';
import { createSseParser, type SseFrame } from './sse';

/** What the stream says: a message, or that it is over (`error` null: the server ended it). */
export type StreamMessage =
  { kind: 'frame'; frame: SseFrame } | { kind: 'ended'; error: AppError | null };

/** Nothing at all (not even a heartbeat) for this long: the connection is dead, though open. */
export const SILENCE_MS = 2 * HEARTBEAT_MS + 5_000;

const NETWORK: AppError = { code: 'http/network', messageKey: HTTP_ERROR_KEYS.network };

/**
 * `GET api/events` as a channel of its messages, resumed after `lastId` when there is one.
 * Closing the channel aborts the request. It ends with one `ended` message: an error, the
 * server closing it, or silence past `SILENCE_MS` (a connection a proxy or a sleeping laptop
 * left half-open).
 */
export function streamChannel(http: HttpClient, lastId: string | null) {
  return eventChannel<StreamMessage>((emit) => {
    const controller = new AbortController();
    let closed = false;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const listen = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), SILENCE_MS);
    };
    const parser = createSseParser((frame) => emit({ kind: 'frame', frame }));
    const read = async () => {
      const body = await http.openStream(EVENTS_API.stream, {
        headers: lastId ? { [LAST_EVENT_ID_HEADER]: lastId } : {},
        signal: controller.signal,
      });
      const reader = body.getReader();
      const decoder = new TextDecoder();
      listen();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        listen();
        parser.push(decoder.decode(value, { stream: true }));
      }
    };
    read().then(
      () => emit({ kind: 'ended', error: null }),
      (error: unknown) => {
        // Closed by the saga: nobody listens any more. Else a dropped connection (a TypeError
        // from the reader, an abort after silence) is the network's failure.
        if (!closed) emit({ kind: 'ended', error: isAppError(error) ? error : NETWORK });
      },
    );
    return () => {
      closed = true;
      clearTimeout(silence);
      controller.abort();
    };
  }, buffers.expanding(64));
}
