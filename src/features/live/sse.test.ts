import { retryDelay, RETRY_FIRST_MS, RETRY_MAX_MS } from './liveSaga';
import { createSseParser, type SseFrame } from './sse';

const parse = (...chunks: string[]) => {
  const frames: SseFrame[] = [];
  const parser = createSseParser((frame) => frames.push(frame));
  for (const chunk of chunks) parser.push(chunk);
  return frames;
};

describe('the Server-Sent Events parser', () => {
  it('reads frames cut anywhere, with any line ending; comments (heartbeats) and frames without data are not frames', () => {
    expect(
      parse(
        'retry: 2000\n\n: heartbeat\n\nid: 4\nev',
        'ent: change\r\ndata: {"a":',
        '1}\r',
        '\n\r\nevent: reset\rdata:{}\r\rdata: one\ndata: two\n\nid: 5\n',
      ),
    ).toEqual([
      { event: 'change', data: '{"a":1}', id: '4' },
      { event: 'reset', data: '{}', id: undefined },
      { event: 'message', data: 'one\ntwo', id: undefined },
    ]);
  });

  it('waits for the blank line: an unfinished frame is not given out', () => {
    expect(parse('event: change\ndata: {}\n')).toEqual([]);
  });
});

describe('the wait before opening the stream again', () => {
  it('doubles from the first delay up to the cap, jittered between half and all of it', () => {
    expect(retryDelay(0, () => 0)).toBe(RETRY_FIRST_MS / 2);
    expect(retryDelay(0, () => 1)).toBe(RETRY_FIRST_MS);
    expect(retryDelay(3, () => 1)).toBe(RETRY_FIRST_MS * 8);
    expect(retryDelay(30, () => 1)).toBe(RETRY_MAX_MS);
    expect(retryDelay(30, () => 0)).toBe(RETRY_MAX_MS / 2);
  });
});
