/** One Server-Sent Events message: its `event:` name (default `message`), `data:` and `id:`. */
export interface SseFrame {
  event: string;
  data: string;
  /** The `id:` field when the message carried one (an empty one resets it: ''). */
  id?: string;
}

/**
 * A Server-Sent Events parser (the HTML standard's "interpret the event stream", without the
 * reconnection time): text in, in chunks cut anywhere; each complete message out. Lines end
 * with CRLF, LF or CR; `:` lines are comments (heartbeats); a blank line ends a message;
 * a message with no `data:` line is dropped, as a browser's EventSource drops it.
 */
export function createSseParser(onFrame: (frame: SseFrame) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let sawData = false;

  const dispatch = () => {
    if (sawData) onFrame({ event: event || 'message', data: data.join('\n'), id });
    event = '';
    data = [];
    id = undefined;
    sawData = false;
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') {
      data.push(value);
      sawData = true;
    } else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
      const pattern = /\r\n|\n|\r(?!$)/g;
      let start = 0;
      for (let match = pattern.exec(buffer); match; match = pattern.exec(buffer)) {
        line(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
  };
}
