import { createSessionStore, SESSION_KEY } from './sessionStore';

const enc = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const NOW = Date.UTC(2026, 10, 21, 8, 0, 0);
const token = (exp: number) => `${enc({ alg: 'none' })}.${enc({ sub: 'u1', exp })}.`;
const valid = token(NOW / 1000 + 3600);
const user = {
  uid: 'u1',
  name: 'Ada',
  email: 'ada@shreyu.test',
  role: 'user' as const,
  token: valid,
};

describe('session store (shreyu_user)', () => {
  const store = createSessionStore(window.sessionStorage, () => NOW);

  it('writes only uid, name, email, role and token, and reads them back', () => {
    store.write({ ...user, password: 'secret', refreshToken: 'r1' } as typeof user);
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '')).toEqual(user);
    expect(store.read()).toEqual(user);
    expect(store.getToken()).toBe(valid);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an expired token', JSON.stringify({ ...user, token: token(NOW / 1000 - 1) })],
    ['a malformed token', JSON.stringify({ ...user, token: 'abc' })],
    ['an unknown role', JSON.stringify({ ...user, role: 'root' })],
    ['a missing field', JSON.stringify({ uid: 'u1', token: valid })],
    ['null', 'null'],
  ])('treats %s as no session', (_label, raw) => {
    sessionStorage.setItem(SESSION_KEY, raw);
    expect(store.read()).toBeNull();
    expect(store.getToken()).toBeNull();
  });

  it('knows a session was open in this tab even when its token has expired', () => {
    expect(store.hadSession()).toBe(false);
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ ...user, token: token(NOW / 1000 - 1) }));
    expect(store.read()).toBeNull();
    expect(store.hadSession()).toBe(true);
    store.clear();
    expect(store.hadSession()).toBe(false);
  });

  it('clears the entry', () => {
    store.write(user);
    store.clear();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('copes with storage that throws (disabled, full): no session, and nothing crashes', () => {
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const fragile = createSessionStore(broken, () => NOW);
    expect(() => fragile.write(user)).not.toThrow();
    expect(fragile.read()).toBeNull();
    expect(fragile.getToken()).toBeNull();
    expect(() => fragile.clear()).not.toThrow();
  });
});
