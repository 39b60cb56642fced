import { http } from 'msw';
import { LAST_EVENT_ID_HEADER } from '@/contract/events';
import { apiUrl } from '@/mocks/apiBase';
import { server } from '@/mocks/node';

/**
 * `GET api/events` served by the test: each connection is recorded (its `Last-Event-ID`) and
 * its stream written to by hand (`send`), ended (`end`) or broken (`fail`).
 */
export function scriptedStream() {
  const connections: {
    lastEventId: string | null;
    controller: ReadableStreamDefaultController<Uint8Array>;
    aborted: boolean;
  }[] = [];
  const encoder = new TextEncoder();
  server.use(
    http.get(apiUrl('events'), ({ request }) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const connection = {
            lastEventId: request.headers.get(LAST_EVENT_ID_HEADER),
            controller,
            aborted: false,
          };
          connections.push(connection);
          request.signal.addEventListener('abort', () => (connection.aborted = true));
        },
        cancel() {
          const connection = connections.at(-1);
          if (connection) connection.aborted = true;
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  const latest = () => {
    const connection = connections.at(-1);
    if (!connection) throw new Error('no stream is open');
    return connection;
  };
  return {
    connections,
    send: (text: string) => latest().controller.enqueue(encoder.encode(text)),
    fail: () => latest().controller.error(new TypeError('network error')),
  };
}
