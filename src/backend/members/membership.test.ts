import { API_AREAS, API_ROUTES } from '../api';
import { ADMIN_OWNER, membersTable } from '../admin/table';
import { memoryStore } from '../memory';
import { runRoute, type Caller } from '../route';
import type { BlobStore, Store } from '../store';
import { MEMBERSHIP_MESSAGES, parseDomains } from './membership';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const blobs = {
  put: jest.fn(),
  get: jest.fn(),
  delete: jest.fn(),
  deletePrefix: jest.fn(),
} as unknown as BlobStore;
const rules = { domains: ['team.test'] };

const stranger: Caller = {
  uid: 'stranger',
  role: 'user',
  email: 'someone@elsewhere.test',
  emailVerified: true,
};

const route = (method: string, path: string) => {
  const found = API_ROUTES.find((r) => r.method === method && r.path === path);
  if (!found) throw new Error(`no route ${method} ${path}`);
  return found;
};

function call(store: Store, caller: Caller, method: string, path: string) {
  return runRoute(route(method, path), {
    caller,
    params: { id: 'x', uid: 'x' },
    query: {},
    body: {},
    store,
    blobs,
    now: NOW,
    membership: rules,
  });
}

describe('the membership rule', () => {
  it('answers a stranger 403 not_a_member on every route but its own status, and stores nothing', async () => {
    const store = memoryStore(API_AREAS, () => NOW);
    const open: string[] = [];
    for (const r of API_ROUTES) {
      const answer = await call(store, stranger, r.method, r.path);
      if (r.outside) {
        open.push(`${r.method} ${r.path}`);
        continue;
      }
      expect({ route: `${r.method} ${r.path}`, answer }).toEqual({
        route: `${r.method} ${r.path}`,
        answer: {
          status: 403,
          body: { code: 'not_a_member', message: MEMBERSHIP_MESSAGES.notAMember },
        },
      });
    }
    expect(open.sort()).toEqual([
      'get members/me',
      'post members/first-admin',
      'post members/requests',
    ]);
    expect((await store.table(membersTable).list(ADMIN_OWNER)).items).toEqual([]);
  });

  it('tells an unverified address of the team domain to verify it first', async () => {
    const store = memoryStore(API_AREAS, () => NOW);
    const unverified = { ...stranger, email: 'new@team.test', emailVerified: false };
    const answer = await call(store, unverified, 'get', 'projects');
    expect(answer).toMatchObject({ status: 403, body: { code: 'email_not_verified' } });
    const status = await call(store, unverified, 'get', 'members/me');
    expect(status).toEqual({
      status: 200,
      body: { member: false, code: 'email_not_verified', request: null },
    });
  });

  it('lets in a verified address of the team domain (any case), an Admin and a recorded member', async () => {
    const store = memoryStore(API_AREAS, () => NOW);
    const domain = { ...stranger, email: 'Ana@TEAM.test' };
    const admin: Caller = {
      uid: 'boss',
      role: 'Admin',
      email: 'boss@x.test',
      emailVerified: false,
    };
    await store.table(membersTable).insert(ADMIN_OWNER, {
      id: 'old',
      joinedBy: 'existing',
      letInBy: null,
      joinedAt: new Date(NOW).toISOString(),
    });
    const recorded: Caller = { uid: 'old', role: 'user' };
    for (const caller of [domain, admin, recorded]) {
      expect((await call(store, caller, 'get', 'projects')).status).toBe(200);
      expect(await call(store, caller, 'get', 'members/me')).toEqual({
        status: 200,
        body: { member: true, code: null, request: null },
      });
    }
  });

  it('checks nothing when the adapter gives no rules', async () => {
    const store = memoryStore(API_AREAS, () => NOW);
    const answer = await runRoute(route('get', 'projects'), {
      caller: stranger,
      params: {},
      query: {},
      body: {},
      store,
      blobs,
      now: NOW,
    });
    expect(answer.status).toBe(200);
  });
});

describe('parseDomains', () => {
  it('reads WORKSPACE_DOMAINS: comma-separated, any case, an @ and blanks ignored', () => {
    expect(parseDomains(' Team.test, @other.example ,,')).toEqual(['team.test', 'other.example']);
    expect(parseDomains('')).toEqual([]);
  });
});
