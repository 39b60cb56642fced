import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { apiUrl } from '@/mocks/apiBase';
import { server } from '@/mocks/node';

/**
 * The API's GET `path` answers the first request late (`slowMs`) and every later one at once,
 * with `answer(first)`: the first answer is the stale one a newer request must replace.
 * `calls` counts the requests; `aborted` records, for each request cancelled, whether it was
 * the first.
 */
export function staleFirstRead(
  path: string,
  slowMs: number,
  answer: (first: boolean) => JsonBodyType,
) {
  const seen = { calls: 0, aborted: [] as boolean[] };
  server.use(
    http.get(apiUrl(path), async ({ request }) => {
      seen.calls += 1;
      const first = seen.calls === 1;
      request.signal.addEventListener('abort', () => seen.aborted.push(first));
      await delay(first ? slowMs : 5);
      return HttpResponse.json(answer(first));
    }),
  );
  return seen;
}
