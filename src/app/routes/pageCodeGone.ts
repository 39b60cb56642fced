/**
 * A page's code that failed to load because it is no longer on the server: the dashboard
 * was deployed again since this tab opened it, and the file names it knows (content hashes)
 * are gone. Asking again can never load it; a reload gets the new version. Told apart from
 * a lost network by asking for the file once more: the server answers, but not with it (a
 * 404, or the app's index.html, which hosts with a catch-all rewrite send for any path).
 */
export class PageCodeGoneError extends Error {
  override name = 'PageCodeGoneError';
}

/** The file a webpack chunk error names (`request`: its script's or stylesheet's URL). */
function requestOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('request' in error)) return null;
  return typeof error.request === 'string' && error.request !== '' ? error.request : null;
}

const CODE_TYPE = /javascript|ecmascript|text\/css/;

/**
 * Whether `error` is a chunk that the server no longer has: it answers 4xx for the file, or
 * something that is not code. False: no answer (the network), the host failing (5xx: a reload
 * would meet it too, "Try again" keeps the tab), or an error naming no file.
 */
export async function isPageCodeGone(error: unknown): Promise<boolean> {
  const request = requestOf(error);
  if (!request) return false;
  try {
    const response = await fetch(request, { method: 'HEAD', cache: 'no-store' });
    if (response.status >= 500) return false;
    return !response.ok || !CODE_TYPE.test(response.headers.get('content-type') ?? '');
  } catch {
    return false; // no answer at all: the network
  }
}

/** `load()`, its failure turned into a PageCodeGoneError when the code is gone (see above). */
export async function loadPageCode<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (await isPageCodeGone(error))
      throw new PageCodeGoneError('the page code is no longer on the server', { cause: error });
    throw error;
  }
}
