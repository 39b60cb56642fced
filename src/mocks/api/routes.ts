/**
 * The msw adapter of the shared API layer: a route of src/backend becomes an endpoint of
 * the demo API (`apiRoutes`). It authenticates as every demo endpoint does (401; the role
 * from the demo db's profile), reads the query and the body, and runs the route on the
 * browser collections, one request at a time.
 */
import { HttpResponse, type PathParams } from 'msw';
import { downloadHead, parseRange } from '@/backend/bytes';
import { DEMO_TEAM_DOMAIN } from '@/config/demoDomain';
import { runRoute, type AnyRoute, type IncomingPart, type MultipartSource } from '@/backend/route';
import type { ByteStream, Change, Store } from '@/backend/store';
import type { AccountDirectory } from '@/backend/admin/directory';
import type { Mailer } from '@/backend/members/mail';
import { EMAIL_HTML_POLICY } from '@/backend/email/sanitize';
import { withCollections, type CollectionSession } from '../db/collections';
import { browserBlobs } from './browserBlobs';
import { publishChanges } from './liveEvents';
import { demoStore } from './store';
import { authenticate, readJson, type ApiEndpoint } from './server';

/** The bytes of a `File`, as a stream (read whole: the demo keeps files in IndexedDB anyway). */
async function* bytesOf(file: Blob): ByteStream {
  yield new Uint8Array(await file.arrayBuffer());
}

/** A multipart body's parts (the browser has parsed it already), or undefined for none. */
async function readMultipart(request: Request): Promise<MultipartSource | undefined> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return undefined;
  }
  return {
    // eslint-disable-next-line @typescript-eslint/require-await -- the form is parsed already
    async *parts(): AsyncIterable<IncomingPart> {
      for (const [field, value] of form.entries()) {
        if (typeof value === 'string') yield { kind: 'field', name: field, value };
        else
          yield { kind: 'file', field, name: value.name, type: value.type, stream: bytesOf(value) };
      }
    },
  };
}

/** A stream as a web `ReadableStream` for a `Response`. */
function readable(stream: ByteStream): ReadableStream<Uint8Array> {
  const iterator = stream[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/**
 * The demo's HTML sanitiser: DOMPurify (the page has a DOM; the app already ships it for
 * rendering), loaded when the first message is composed, with the shared policy.
 */
async function sanitizeEmailHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import(/* webpackChunkName: "purify" */ 'dompurify');
  return DOMPurify.sanitize(html, {
    ...EMAIL_HTML_POLICY,
    FORBID_TAGS: [...EMAIL_HTML_POLICY.FORBID_TAGS],
    FORBID_ATTR: [...EMAIL_HTML_POLICY.FORBID_ATTR],
  });
}

type DirectoryFactory = (session: CollectionSession, now: number) => AccountDirectory;
let directoryOf: DirectoryFactory | null = null;
/** Where invitations are "e-mailed": the whole demo backend's outbox (none: `mail: off`). */
type MailerFactory = (session: CollectionSession, now: number) => Mailer;
let mailerOf: MailerFactory | null = null;

/**
 * Where the admin routes find the accounts: the whole demo backend (handlers/index.ts) sets
 * its identity collection's directory. The demo API alone (emulator and cloud builds) has
 * none, and the admin routes answer 503 saying so.
 */
export function setAccountDirectory(
  factory: DirectoryFactory | null,
  mailer: MailerFactory | null = null,
): void {
  directoryOf = factory;
  mailerOf = mailer;
}

/**
 * The demo store, announcing: what a write changed is noted (src/backend/events.ts) and
 * published once its request's data is saved (`publishChanges`), never for one that failed.
 */
function announcing(inner: Store, announced: Change[]): Store {
  const store: Store = {
    ...inner,
    transaction: (work) => inner.transaction(() => work(store)),
    announce: (changes) => {
      announced.push(...changes);
      return Promise.resolve();
    },
  };
  return store;
}

/** The offline demo's membership rules: `shreyu.test` is the team's domain. */
const DEMO_MEMBERSHIP = { domains: [DEMO_TEAM_DOMAIN] };

const queryOf = (url: URL): Record<string, string> => Object.fromEntries(url.searchParams);

/** One route of the shared layer as a demo API endpoint. */
export function routeEndpoint(route: AnyRoute): ApiEndpoint {
  const respond = async (request: Request, params: PathParams): Promise<Response> => {
    const caller = await authenticate(request);
    if (caller instanceof Response) return caller;
    let body: unknown;
    if (route.body === 'multipart') body = await readMultipart(request);
    else if (route.method !== 'get') body = (await readJson(request)) ?? undefined;
    const now = Date.now();
    const announced: Change[] = [];
    const answer = await withCollections((session) =>
      runRoute(route, {
        caller,
        params: params as Record<string, string>,
        query: queryOf(new URL(request.url)),
        body,
        store: announcing(demoStore(session, now), announced),
        blobs: browserBlobs,
        sanitizeHtml: sanitizeEmailHtml,
        now,
        // The demo's rule (issue 49): its own domain is its team's; any other address waits.
        membership: DEMO_MEMBERSHIP,
        ...(route.file ? { range: parseRange(request.headers.get('range')) } : {}),
        ...(directoryOf ? { directory: directoryOf(session, now) } : {}),
        ...(mailerOf ? { mailer: mailerOf(session, now) } : {}),
      }),
    );
    publishChanges(announced);
    if ('file' in answer) {
      const { blob, name } = answer.file;
      const head = downloadHead(blob);
      const headers: Record<string, string> = {
        ...head.headers,
        'Content-Type': blob.type || 'application/octet-stream',
      };
      if (name)
        headers['Content-Disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
      return new HttpResponse(head.status === 416 ? null : readable(blob.stream), {
        status: head.status,
        headers,
      });
    }
    if (answer.body === undefined) return new HttpResponse(null, { status: answer.status });
    return HttpResponse.json(answer.body as object, { status: answer.status });
  };
  return { method: route.method, path: route.path, respond };
}

export const routeEndpoints = (routes: readonly AnyRoute[]): ApiEndpoint[] =>
  routes.map(routeEndpoint);
