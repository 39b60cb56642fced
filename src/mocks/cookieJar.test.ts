import fs from 'node:fs';
import path from 'node:path';
import * as tough from 'tough-cookie';
import * as ours from './cookieJar';
import { Cookie, CookieJar, MemoryCookieStore } from './cookieJar';

// The browser build's jar stands in for tough-cookie's (webpack.config.ts): the same steps on
// both must give a request the same cookies, for the app's own origin.
const APP = 'http://127.0.0.1:5000/shreyu/react/api/tasks';

type Step = [setCookie: string, url: string];
const cases: { name: string; steps: Step[]; requests: string[] }[] = [
  {
    name: 'a host-only cookie with the default path (the request path without its last part)',
    steps: [['session=abc', APP]],
    requests: [
      APP,
      'http://127.0.0.1:5000/shreyu/react/api/other',
      'http://127.0.0.1:5000/shreyu/react/',
      'http://example.test/shreyu/react/api/tasks',
    ],
  },
  {
    name: 'paths: longest first, and /api does not match /apiary',
    steps: [
      ['a=root; Path=/', APP],
      ['b=api; Path=/shreyu/react/api', APP],
      ['c=deep; Path=/shreyu/react/api/tasks', APP],
    ],
    requests: [
      APP,
      'http://127.0.0.1:5000/shreyu/react/apiary',
      'http://127.0.0.1:5000/shreyu/react/api',
    ],
  },
  {
    name: 'a domain cookie reaches the subdomains; another domain is refused',
    steps: [
      ['wide=1; Domain=.shreyu.test; Path=/', 'http://app.shreyu.test/'],
      ['narrow=1; Path=/', 'http://app.shreyu.test/'],
      ['elsewhere=1; Domain=other.test; Path=/', 'http://app.shreyu.test/'],
    ],
    requests: ['http://app.shreyu.test/x', 'http://api.app.shreyu.test/x', 'http://shreyu.test/'],
  },
  {
    name: 'Max-Age=0 and a past Expires delete; Max-Age wins over Expires; a value is replaced',
    steps: [
      ['gone=1; Path=/', APP],
      ['kept=1; Path=/', APP],
      ['gone=; Path=/; Max-Age=0', APP],
      ['old=1; Path=/; Expires=Thu, 01 Jan 1970 00:00:01 GMT', APP],
      ['later=1; Path=/; Expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=3600', APP],
      ['kept=2; Path=/', APP],
    ],
    requests: [APP],
  },
  {
    name: 'a Secure cookie only over https',
    steps: [['token=t; Path=/; Secure', 'https://app.shreyu.test/']],
    requests: ['https://app.shreyu.test/a', 'http://app.shreyu.test/a'],
  },
  {
    name: 'no Secure cookie over http, not even on localhost',
    steps: [['token=t; Path=/; Secure', 'http://localhost:3000/shreyu/react/']],
    requests: ['http://localhost:3000/shreyu/react/api'],
  },
];

const cookiesOf = (cookies: { key: string; value: string }[]) =>
  cookies.map(({ key, value }) => `${key}=${value}`);

describe.each(cases)('as tough-cookie: $name', ({ steps, requests }) => {
  it('gives every request the same cookies, in the same order', async () => {
    const ours = new CookieJar(new MemoryCookieStore());
    const theirs = new tough.CookieJar(new tough.MemoryCookieStore());
    for (const [header, url] of steps) {
      await ours.setCookie(header, url);
      await theirs.setCookie(header, url, { ignoreError: true });
    }
    for (const url of requests) {
      expect(cookiesOf(ours.getCookiesSync(url))).toEqual(cookiesOf(theirs.getCookiesSync(url)));
    }
  });
});

it('keeps its cookies across a reload the way msw persists them (toJSON, then fromJSON into idx)', async () => {
  const store = new MemoryCookieStore();
  await new CookieJar(store).setCookie('session=abc; Path=/; Max-Age=3600', APP);
  const saved = JSON.stringify(
    Object.values(store.idx).flatMap((paths) =>
      Object.values(paths).flatMap((names) => Object.values(names).map((c) => c.toJSON())),
    ),
  );

  const restored = new MemoryCookieStore();
  for (const raw of JSON.parse(saved) as object[]) {
    const cookie = Cookie.fromJSON(raw);
    if (cookie?.domain && cookie.path)
      ((restored.idx[cookie.domain] ??= {})[cookie.path] ??= {})[cookie.key] = cookie;
  }
  expect(cookiesOf(new CookieJar(restored).getCookiesSync(APP))).toEqual(['session=abc']);
  expect(Cookie.fromJSON('not json')).toBeUndefined();
});

// The alias holds only while msw asks tough-cookie for what this jar has: an msw upgrade that
// asks for more fails here, not in the browser build alone.
it("offers everything msw's cookie store takes from tough-cookie (the only msw module that imports it)", () => {
  const lib = path.join(process.cwd(), 'node_modules/msw/lib');
  const importers: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.mjs') && fs.readFileSync(file, 'utf8').includes('tough-cookie'))
        importers.push(path.relative(lib, file));
    }
  };
  walk(path.join(lib, 'core'));
  walk(path.join(lib, 'browser'));
  expect(importers).toEqual([path.join('core', 'utils', 'cookieStore.mjs')]);

  const source = fs.readFileSync(path.join(lib, importers[0]!), 'utf8');
  const imported = /import\s*{([^}]*)}\s*from\s*["']tough-cookie["']/.exec(source)?.[1] ?? '';
  const names = imported
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  expect(names.sort()).toEqual(['Cookie', 'CookieJar', 'MemoryCookieStore']);
  for (const name of names) expect(ours).toHaveProperty(name);

  const used = (receiver: string) =>
    [...source.matchAll(new RegExp(`${receiver}\\.(\\w+)`, 'g'))].map((m) => m[1]!);
  const jar = new CookieJar();
  for (const method of used('this\\.#jar'))
    expect(typeof jar[method as keyof CookieJar]).toBe('function');
  const store = new MemoryCookieStore();
  for (const field of used('this\\.#memoryStore')) expect(store).toHaveProperty(field);
  for (const method of used('Cookie'))
    expect(typeof Cookie[method as keyof typeof Cookie]).toBe('function');
  const cookie = Cookie.parse('a=1')!;
  for (const method of used('idx\\[domain\\]\\[path\\]\\[key\\]'))
    expect(typeof cookie[method as keyof Cookie]).toBe('function');
});
