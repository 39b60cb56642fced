/**
 * msw's virtual cookie jar, for the browser build of the demo backend (webpack aliases
 * `tough-cookie` here; jest and Node keep the real one).
 *
 * msw keeps the cookies its mocked responses set (`Set-Cookie`) in a tough-cookie jar and
 * adds them to later mocked requests. tough-cookie checks every domain against the public
 * suffix list, which it carries whole (tldts): 268 KiB of the demo backend's 601 KiB of
 * libraries, parsed on every signed-in first load, and a suffix lookup on every request.
 * Here the jar only ever holds what the app's own handlers set, for the app's own origin, so
 * it keeps RFC 6265's storage rules (host-only and domain cookies, the default path and path
 * matching, Max-Age before Expires, Secure) without the list: a mock has no third party to
 * keep out. msw's cookieStore uses exactly this surface: `Cookie.fromJSON`,
 * `MemoryCookieStore.idx`, `CookieJar.getCookiesSync` and `CookieJar.setCookie`.
 */

interface SerializedCookie {
  key: string;
  value: string;
  domain: string | null;
  path: string | null;
  expires: string | null;
  secure: boolean;
  httpOnly: boolean;
  hostOnly: boolean;
  creation: string;
}

export class Cookie {
  key = '';
  value = '';
  domain: string | null = null;
  path: string | null = null;
  /** null: a session cookie. */
  expires: Date | null = null;
  secure = false;
  httpOnly = false;
  hostOnly = true;
  creation = new Date();

  /** One `Set-Cookie` value (name=value; attributes), or undefined when it has no name=value. */
  static parse(header: string): Cookie | undefined {
    const [pair = '', ...attributes] = header.split(';');
    const equals = pair.indexOf('=');
    if (equals < 0) return undefined;
    const cookie = new Cookie();
    cookie.key = pair.slice(0, equals).trim();
    cookie.value = pair.slice(equals + 1).trim();
    if (!cookie.key) return undefined;
    let maxAge: number | null = null;
    for (const attribute of attributes) {
      const at = attribute.indexOf('=');
      const name = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
      const value = at < 0 ? '' : attribute.slice(at + 1).trim();
      if (name === 'domain' && value) {
        cookie.domain = value.replace(/^\./, '').toLowerCase();
        cookie.hostOnly = false;
      } else if (name === 'path' && value.startsWith('/')) cookie.path = value;
      else if (name === 'max-age' && /^-?\d+$/.test(value)) maxAge = Number(value);
      else if (name === 'expires' && !Number.isNaN(Date.parse(value)))
        cookie.expires = new Date(value);
      else if (name === 'secure') cookie.secure = true;
      else if (name === 'httponly') cookie.httpOnly = true;
    }
    // Max-Age wins over Expires (RFC 6265 5.3, step 3).
    if (maxAge !== null) cookie.expires = new Date(Date.now() + maxAge * 1000);
    return cookie;
  }

  static fromJSON(input: string | Partial<SerializedCookie>): Cookie | undefined {
    let raw: Partial<SerializedCookie>;
    try {
      raw = typeof input === 'string' ? (JSON.parse(input) as Partial<SerializedCookie>) : input;
    } catch {
      return undefined;
    }
    if (!raw || typeof raw.key !== 'string') return undefined;
    const cookie = new Cookie();
    cookie.key = raw.key;
    cookie.value = typeof raw.value === 'string' ? raw.value : '';
    cookie.domain = raw.domain ?? null;
    cookie.path = raw.path ?? null;
    cookie.expires = raw.expires ? new Date(raw.expires) : null;
    cookie.secure = raw.secure === true;
    cookie.httpOnly = raw.httpOnly === true;
    cookie.hostOnly = raw.hostOnly !== false;
    if (raw.creation) cookie.creation = new Date(raw.creation);
    return cookie;
  }

  toJSON(): SerializedCookie {
    return {
      key: this.key,
      value: this.value,
      domain: this.domain,
      path: this.path,
      expires: this.expires ? this.expires.toISOString() : null,
      secure: this.secure,
      httpOnly: this.httpOnly,
      hostOnly: this.hostOnly,
      creation: this.creation.toISOString(),
    };
  }

  expired(now = Date.now()): boolean {
    return this.expires !== null && this.expires.getTime() <= now;
  }

  /** As a `Cookie` request header sends it. */
  toString(): string {
    return `${this.key}=${this.value}`;
  }
}

type Index = Record<string, Record<string, Record<string, Cookie>>>;

export class MemoryCookieStore {
  /** domain -> path -> name -> cookie (msw reads and writes it to persist the jar). */
  idx: Index = {};
}

/** The request path's "directory", the path of a cookie set without one (RFC 6265 5.1.4). */
function defaultPath(pathname: string): string {
  const slash = pathname.lastIndexOf('/');
  return slash <= 0 ? '/' : pathname.slice(0, slash);
}

function domainMatches(host: string, cookie: Cookie): boolean {
  const domain = cookie.domain ?? '';
  return cookie.hostOnly ? host === domain : host === domain || host.endsWith(`.${domain}`);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

export class CookieJar {
  constructor(private readonly store: MemoryCookieStore = new MemoryCookieStore()) {}

  /** Stores one `Set-Cookie` value for `url`; one for another domain is ignored, as browsers do. */
  setCookie(header: string, url: string): Promise<Cookie | undefined> {
    const cookie = Cookie.parse(header);
    if (!cookie) return Promise.resolve(undefined);
    const address = new URL(url);
    const host = address.hostname.toLowerCase();
    if (cookie.hostOnly) cookie.domain = host;
    else if (!domainMatches(host, cookie)) return Promise.resolve(undefined);
    cookie.path ??= defaultPath(address.pathname);
    const domain = cookie.domain ?? host;
    const paths = (this.store.idx[domain] ??= {});
    const names = (paths[cookie.path] ??= {});
    const previous = names[cookie.key];
    if (previous) cookie.creation = previous.creation;
    if (cookie.expired()) delete names[cookie.key];
    else names[cookie.key] = cookie;
    return Promise.resolve(cookie);
  }

  /** The cookies a request to `url` carries: longest path first, then the oldest. */
  getCookiesSync(url: string): Cookie[] {
    const address = new URL(url);
    const host = address.hostname.toLowerCase();
    const secure = address.protocol === 'https:';
    const now = Date.now();
    const found: Cookie[] = [];
    for (const paths of Object.values(this.store.idx)) {
      for (const names of Object.values(paths)) {
        for (const cookie of Object.values(names)) {
          if (cookie.expired(now) || (cookie.secure && !secure)) continue;
          if (domainMatches(host, cookie) && pathMatches(address.pathname, cookie.path ?? '/'))
            found.push(cookie);
        }
      }
    }
    return found.sort(
      (a, b) =>
        (b.path ?? '').length - (a.path ?? '').length ||
        a.creation.getTime() - b.creation.getTime(),
    );
  }
}
