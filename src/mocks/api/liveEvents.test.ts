import { DEMO_ADMIN } from '@/mocks/db';
import { apiUrl } from '@/mocks/apiBase';
import { testToken } from '@/test/session';
import type { Change } from '@/backend/store';
import { shareBetweenTabs, type TabChannel } from './liveEvents';

/** A `BroadcastChannel` stand-in: what this tab posts, and a way to hear another tab. */
function fakeChannel() {
  const posted: unknown[] = [];
  const listeners: ((event: MessageEvent) => void)[] = [];
  const channel: TabChannel = {
    postMessage: (message) => void posted.push(message),
    addEventListener: (_type, listener) => void listeners.push(listener),
    close: () => void listeners.splice(0),
  };
  const fromOtherTab = (changes: Change[]) =>
    listeners.forEach((listener) => listener(new MessageEvent('message', { data: changes })));
  return { channel, posted, fromOtherTab };
}

const token = testToken(DEMO_ADMIN);
const auth = { Authorization: `JWT ${token}` };

/** An open `GET api/events`, read frame by frame (as text: the parser is the app's). */
async function openStream(lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(apiUrl('events'), {
    headers: { ...auth, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<string> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return frame;
        }
        const { value } = await reader.read();
        buffer += decoder.decode(value, { stream: true });
      }
    },
    close: () => controller.abort(),
  };
}

const change = (recordId: string): Change => ({
  audience: DEMO_ADMIN.uid,
  area: 'tasks',
  op: 'update',
  recordId,
  by: DEMO_ADMIN.uid,
  at: new Date().toISOString(),
});

describe('the demo backend’s live updates (GET api/events between tabs)', () => {
  let tabs: ReturnType<typeof fakeChannel>;
  let stop: () => void;
  beforeEach(() => {
    tabs = fakeChannel();
    stop = shareBetweenTabs(tabs.channel);
  });
  afterEach(() => stop());

  it('a 401 without a token', async () => {
    expect((await fetch(apiUrl('events'))).status).toBe(401);
  });

  it('a committed write goes to this tab’s streams and is posted to the other tabs', async () => {
    const stream = await openStream();
    expect(await stream.next()).toMatch(/^id: \d+\nevent: ready\n/);
    const created = await fetch(apiUrl('tasks'), {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Announced' }),
    });
    const task = (await created.json()) as { id: string };
    expect(await stream.next()).toContain(`"area":"tasks","op":"create","recordId":"${task.id}"`);
    expect(tabs.posted).toEqual([[expect.objectContaining({ area: 'tasks', op: 'create' })]]);
    // A refused write announces nothing.
    await fetch(apiUrl('tasks'), { method: 'POST', headers: auth, body: '{}' });
    expect(tabs.posted).toHaveLength(1);
    stream.close();
  });

  it('another tab’s change reaches the stream; a resume replays after its id, an unknown id is told to reset', async () => {
    const stream = await openStream();
    await stream.next(); // ready
    tabs.fromOtherTab([change('t-1'), { ...change('t-9'), audience: 'someone-else' }]);
    tabs.fromOtherTab([change('t-2')]);
    const first = await stream.next();
    expect(first).toContain('"recordId":"t-1"');
    expect(await stream.next()).toContain('"recordId":"t-2"'); // not someone else's
    stream.close();

    const id = /^id: (\d+)/.exec(first)?.[1] ?? '';
    const resumed = await openStream(id);
    expect(await resumed.next()).toContain('"recordId":"t-2"');
    resumed.close();

    const unknown = await openStream('999999999');
    expect(await unknown.next()).toMatch(/\nevent: reset\n/);
    unknown.close();
  });
});
