/**
 * A Server-Sent Events reader over fetch (as the app reads `GET /api/events`: with the
 * `Authorization` header, which `EventSource` cannot send): frames as they arrive.
 */
import assert from 'node:assert/strict';

export interface Frame {
  event: string;
  id?: string;
  data: unknown;
}

export interface Stream {
  status: number;
  frames: Frame[];
  /** Comment lines (heartbeats) seen. */
  comments: number;
  ended: Promise<void>;
  isEnded(): boolean;
  /** Waits until a frame matches (answers it), or fails after `ms`. */
  next(match: (frame: Frame) => boolean, ms?: number): Promise<Frame>;
  changes(): Frame[];
  close(): void;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function openStream(
  url: string,
  token: string,
  lastEventId?: string,
): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: {
      authorization: `JWT ${token}`,
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    },
    signal: controller.signal,
  });
  let ended = false;
  const stream: Stream = {
    status: response.status,
    frames: [],
    comments: 0,
    ended: Promise.resolve(),
    isEnded: () => ended,
    async next(match, ms = 5000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = stream.frames.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          assert.fail(`no such frame in ${ms} ms; got ${JSON.stringify(stream.frames)}`);
        await pause(20);
      }
    },
    changes: () => stream.frames.filter((frame) => frame.event === 'change'),
    close: () => controller.abort(),
  };
  if (!response.ok || !response.body) {
    ended = true;
    return stream;
  }
  const body = response.body;
  stream.ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const frame: Frame = { event: 'message', data: null };
          let data = '';
          let isFrame = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) stream.comments++;
            else if (line.startsWith('id: ')) frame.id = line.slice(4);
            else if (line.startsWith('event: ')) {
              frame.event = line.slice(7);
              isFrame = true;
            } else if (line.startsWith('data: ')) {
              data += line.slice(6);
              isFrame = true;
            }
          }
          if (!isFrame) continue;
          frame.data = data ? (JSON.parse(data) as unknown) : null;
          stream.frames.push(frame);
        }
      }
    } catch {
      // aborted by `close`, or the server went away
    } finally {
      ended = true;
    }
  })();
  return stream;
}
