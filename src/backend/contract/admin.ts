/**
 * Contract cases of the users-and-roles API (docs/api/admin.md). The accounts are the
 * harness's real ones (the demo identity collection under jest, the Auth emulator on the
 * server), and `demo/reset` does not reset them: every case puts back what it changed, in a
 * `finally`, so a failing case leaves the others a directory as it found it.
 */
import { DASHBOARD_API } from '@/contract/dashboard';
import {
  ADMIN_API,
  ADMIN_USER_SORTS,
  type AdminUser,
  type AdminUserPatch,
  type AuditEntry,
} from '@/contract/admin';
import { REFUSAL_CODES } from '@/contract/workspace';
import { ADMIN_MESSAGES } from '../admin/routes';
import {
  caseFor,
  type Client,
  ContractFailure,
  type ContractResponse,
  expectFields,
  expectStatus,
  expectThat,
  pageOf,
  SENDER_ROLES,
} from './types';

const adminCase = caseFor('admin');

/** One page of accounts as `admin` sees it. */
const usersPage = async (
  admin: Client,
  query: Record<string, string | number> = {},
  what = 'users',
) => pageOf<AdminUser>(await admin.get(ADMIN_API.users, query), what);

/** The account with this e-mail, as the list shows it (searched by its e-mail). */
async function account(admin: Client, email: string): Promise<AdminUser> {
  const page = await usersPage(admin, { q: email }, `find ${email}`);
  const found = page.items.find((item) => item.email === email);
  if (!found) throw new ContractFailure(`${email} is not in the list: ${JSON.stringify(page)}`);
  return found;
}

/** Every account, page by page (100 a page). */
async function everyAccount(admin: Client): Promise<AdminUser[]> {
  const all: AdminUser[] = [];
  for (let page = 1; ; page++) {
    const answer = await usersPage(admin, { page, pageSize: 100 }, `accounts, page ${page}`);
    all.push(...answer.items);
    if (answer.items.length < 100 || all.length >= answer.total) return all;
  }
}

/** Sets the account back; a failure here is reported, not hidden. */
async function restore(admin: Client, uid: string, body: AdminUserPatch, what: string) {
  expectStatus(await admin.patch(ADMIN_API.user(uid), body), 200, `restore ${what}`);
}

/** The 409's message is exactly this one of the contract's. */
function expectRefusal(answer: ContractResponse, message: string, what: string) {
  expectStatus(answer, 409, what);
  expectThat((answer.body as { message: string }).message === message, `${what}: why`, answer);
}

const isoOrNull = (value: unknown) =>
  value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

/** a before b in this sort (or equal): the contract's order, nulls as PostgreSQL puts them. */
function inOrder(sort: string, a: AdminUser, b: AdminUser): boolean {
  const key = sort.replace(/^-/, '') as 'name' | 'createdAt' | 'lastSignInAt';
  const descending = sort.startsWith('-');
  const x = a[key];
  const y = b[key];
  if (x === y) return true;
  // Ascending: nulls last; descending: nulls first.
  if (x === null) return descending;
  if (y === null) return !descending;
  const compared = key === 'name' ? x.localeCompare(y) : Date.parse(x) - Date.parse(y);
  return descending ? compared >= 0 : compared <= 0;
}

const latestAudit = async (admin: Client, pageSize = 2) =>
  pageOf<AuditEntry>(await admin.get(ADMIN_API.audit, { pageSize }), 'audit');

export const adminCases = [
  adminCase('lists every account with its role, status and times', async ({ owner, harness }) => {
    const all = await usersPage(owner);
    expectThat(all.total >= 3, 'at least the three accounts of the harness');
    expectThat(all.items.length <= 20, 'pageSize is 20 by default');
    for (const [as, role] of SENDER_ROLES) {
      const found = await account(owner, harness.accounts[as].email);
      expectThat(found.uid === harness.accounts[as].uid, `${as}: its uid`);
      expectThat(found.role === role, `${as}: role ${role}, got ${found.role}`);
      expectThat(found.disabled === false, `${as}: active`);
      expectThat(typeof found.name === 'string', `${as}: a name ('' when none)`);
      expectThat(!Number.isNaN(Date.parse(found.createdAt)), `${as}: createdAt is ISO`);
      expectThat(isoOrNull(found.lastSignInAt), `${as}: lastSignInAt is ISO or null`);
    }
  }),

  adminCase('q finds accounts by name or e-mail, ignoring case', async ({ owner, harness }) => {
    const { email, uid } = harness.accounts.user;
    const q = email.slice(0, email.indexOf('@')).toUpperCase();
    const page = await usersPage(owner, { q }, 'search');
    expectThat(
      page.items.some((item) => item.uid === uid),
      `q=${q} finds the user account`,
    );
    const lower = q.toLowerCase();
    for (const item of page.items) {
      expectThat(
        item.name.toLowerCase().includes(lower) || item.email.toLowerCase().includes(lower),
        `${item.email} matches q=${q}`,
      );
    }
    const none = await usersPage(
      owner,
      { q: 'no-account-is-called-this-zq' },
      'search for nothing',
    );
    expectThat(none.total === 0 && none.items.length === 0, 'no match: an empty page');
  }),

  adminCase(
    'sorts by name (the default), createdAt and lastSignInAt, both ways',
    async ({ owner }) => {
      const byDefault = await usersPage(owner, { pageSize: 100 }, 'default order');
      for (const sort of ADMIN_USER_SORTS) {
        const page = await usersPage(owner, { sort, pageSize: 100 }, `sort=${sort}`);
        expectThat(page.total === byDefault.total, `sort=${sort}: the same total`);
        page.items.slice(1).forEach((item, i) => {
          const before = page.items[i] as AdminUser;
          expectThat(
            inOrder(sort, before, item),
            `sort=${sort}: ${before.email} before ${item.email}`,
          );
        });
        if (sort === 'name') {
          expectThat(
            JSON.stringify(page.items.map((a) => a.uid)) ===
              JSON.stringify(byDefault.items.map((a) => a.uid)),
            'no sort is sort=name',
          );
        }
      }
    },
  ),

  adminCase('pages: page and pageSize, the total counts every match', async ({ owner }) => {
    const first = await usersPage(owner, { pageSize: 1 }, 'page 1');
    const second = await usersPage(owner, { pageSize: 1, page: 2 }, 'page 2');
    expectThat(first.items.length === 1 && second.items.length === 1, 'one account a page');
    expectThat(first.total === second.total && first.total >= 3, 'the same total');
    expectThat(first.items[0]?.uid !== second.items[0]?.uid, 'page 2 is the next account');
    const past = await usersPage(owner, { pageSize: 100, page: 1000 }, 'past the end');
    expectThat(past.items.length === 0 && past.total === first.total, 'past the end: empty');
  }),

  adminCase('answers 422 naming each bad parameter or field', async ({ owner, harness }) => {
    const list = (query: Record<string, string | number>) => owner.get(ADMIN_API.users, query);
    expectFields(await list({ sort: 'email' }), ['sort'], 'unknown sort');
    expectFields(await list({ pageSize: 101 }), ['pageSize'], 'pageSize over 100');
    expectFields(await list({ page: 0, pageSize: 0 }), ['page', 'pageSize'], 'page 0');
    expectFields(await list({ role: 'Admin' }), ['role'], 'unknown parameter');
    expectFields(await owner.get(ADMIN_API.audit, { page: 'x' }), ['page'], 'audit page');
    const change = (body: unknown) => owner.patch(ADMIN_API.user(harness.accounts.user.uid), body);
    expectFields(
      await change({ role: 'boss' }),
      { role: 'role must be Admin or user' },
      'a role that does not exist',
    );
    expectFields(
      await change({ disabled: 'yes' }),
      { disabled: 'disabled must be true or false' },
      'disabled not a boolean',
    );
    expectFields(await change({}), ['body'], 'nothing to change');
    expectFields(
      await change({ role: 'Admin', email: 'x@example.com' }),
      ['email'],
      'a key that cannot be changed',
    );
    const still = await account(owner, harness.accounts.user.email);
    expectThat(still.role === 'user', 'a refused PATCH changes nothing');
  }),

  adminCase(
    'a user gets 403 and nobody signed in 401, on every endpoint',
    async ({ owner, user, anonymous, harness }) => {
      const { uid, email } = harness.accounts.user;
      const calls: [string, (client: Client) => Promise<ContractResponse>][] = [
        ['get users', (client) => client.get(ADMIN_API.users)],
        ['patch a user', (client) => client.patch(ADMIN_API.user(uid), { role: 'Admin' })],
        ['get audit', (client) => client.get(ADMIN_API.audit)],
      ];
      for (const [what, call] of calls) {
        const refused = await call(user);
        expectStatus(refused, 403, `${what} as user`);
        // An area the role may not open at all: the app's access-denied page.
        expectThat(
          (refused.body as { code?: string }).code === REFUSAL_CODES.roleRequired,
          `${what} as user is coded role_required`,
          refused,
        );
        expectStatus(await call(anonymous), 401, `${what} anonymous`);
      }
      expectThat(
        (await account(owner, email)).role === 'user',
        'the user did not promote themselves',
      );
    },
  ),

  adminCase(
    'an Admin cannot demote or disable themselves (409 saying why)',
    async ({ owner, other, harness }) => {
      const { uid, email } = harness.accounts.owner;
      const self = ADMIN_API.user(uid);
      try {
        expectRefusal(
          await owner.patch(self, { role: 'user' }),
          ADMIN_MESSAGES.selfDemote,
          'self-demote',
        );
        expectRefusal(
          await owner.patch(self, { disabled: true }),
          ADMIN_MESSAGES.selfDisable,
          'self-disable',
        );
        const same = await owner.patch(self, { role: 'Admin', disabled: false });
        expectStatus(same, 200, 'a PATCH that changes nothing');
        const me = await account(owner, email);
        expectThat(me.role === 'Admin' && !me.disabled, 'still an active Admin');
      } finally {
        // Nothing should have changed; if it did, another Admin puts it back.
        const me = await account(owner, email);
        if (me.role !== 'Admin' || me.disabled)
          await restore(other, uid, { role: 'Admin', disabled: false }, 'owner');
      }
    },
  ),

  adminCase(
    'the last active Admin stays (409), and a demoted Admin with an old token changes nobody (403)',
    async ({ owner, other, harness }) => {
      const { accounts } = harness;
      // Make `owner` the only active Admin: every other one is demoted for the time of the
      // case (and promoted again in the finally), since the harness's directory has others.
      const admins = (await everyAccount(owner)).filter(
        (a) => a.role === 'Admin' && !a.disabled && a.uid !== accounts.owner.uid,
      );
      expectThat(
        admins.some((a) => a.uid === accounts.other.uid),
        'other is an active Admin to start with',
      );
      const demoted: string[] = [];
      try {
        for (const admin of admins) {
          expectStatus(
            await owner.patch(ADMIN_API.user(admin.uid), { role: 'user' }),
            200,
            'demote',
          );
          demoted.push(admin.uid);
        }
        for (const body of [{ role: 'user' }, { disabled: true }]) {
          expectRefusal(
            await owner.patch(ADMIN_API.user(accounts.owner.uid), body),
            ADMIN_MESSAGES.lastAdmin,
            `the last Admin: ${JSON.stringify(body)}`,
          );
        }
        // `other` was an Admin when its token was issued (on the server the token still says
        // so until it is refreshed): the directory decides, and it is not one any more.
        const stale = await other.patch(ADMIN_API.user(accounts.user.uid), { role: 'Admin' });
        expectStatus(stale, 403, 'a demoted Admin promotes someone');
        const promotedNobody = (await account(owner, accounts.user.email)).role === 'user';
        expectThat(promotedNobody, 'the demoted Admin promoted nobody');
        const me = await account(owner, accounts.owner.email);
        expectThat(me.role === 'Admin' && !me.disabled, 'owner is still an active Admin');
      } finally {
        for (const uid of demoted) await restore(owner, uid, { role: 'Admin' }, uid);
      }
    },
  ),

  adminCase(
    'promote then demote: the account follows, the audit names actor and target, newest first',
    async ({ owner, harness }) => {
      const { accounts } = harness;
      const target = accounts.user;
      const item = ADMIN_API.user(target.uid);
      const before = await latestAudit(owner);
      try {
        const promoted = await owner.patch(item, { role: 'Admin' });
        expectStatus(promoted, 200, 'promote');
        const body = promoted.body as AdminUser;
        expectThat(
          body.uid === target.uid && body.role === 'Admin',
          'answers the account',
          promoted,
        );
        expectThat((await account(owner, target.email)).role === 'Admin', 'listed as Admin');
        expectStatus(await owner.patch(item, { role: 'Admin' }), 200, 'promote again (no change)');
        expectThat((await latestAudit(owner)).total === before.total + 1, 'no entry for no change');
        const demoted = await owner.patch(item, { role: 'user' });
        expectStatus(demoted, 200, 'demote');
        expectThat((demoted.body as AdminUser).role === 'user', 'answers the role user', demoted);
      } finally {
        const now = await account(owner, target.email);
        if (now.role !== 'user') await restore(owner, target.uid, { role: 'user' }, 'user');
      }
      const audit = await latestAudit(owner);
      expectThat(audit.total === before.total + 2, 'two entries');
      const [newest, older] = audit.items;
      const expected = [
        [newest, 'Admin', 'user'],
        [older, 'user', 'Admin'],
      ] as const;
      for (const [entry, from, to] of expected) {
        expectThat(entry !== undefined, 'the entries are listed');
        const e = entry as AuditEntry;
        expectThat(
          e.field === 'role' && e.from === from && e.to === to,
          `role ${from} -> ${to}, got ${JSON.stringify(e)}`,
        );
        expectThat(
          e.actor.uid === accounts.owner.uid && e.actor.email === accounts.owner.email,
          'the actor is owner',
        );
        expectThat(
          e.target.uid === target.uid && e.target.email === target.email,
          'the target is user',
        );
        expectThat(!Number.isNaN(Date.parse(e.at)) && typeof e.id === 'string', 'id and at');
      }
      expectThat(newest?.id !== older?.id, 'distinct ids');
      expectThat(Date.parse(newest?.at ?? '') >= Date.parse(older?.at ?? ''), 'newest first');
    },
  ),

  adminCase('an unknown uid is 404', async ({ owner }) => {
    const answer = await owner.patch(ADMIN_API.user('no-such-account-zq'), { role: 'Admin' });
    expectStatus(answer, 404, 'unknown uid');
  }),

  adminCase(
    'a disabled account is refused at once (401); enabled again, it works after signing in',
    async ({ owner, user, harness }) => {
      const target = harness.accounts.user;
      const item = ADMIN_API.user(target.uid);
      const read = () => user.get(DASHBOARD_API.tasks);
      expectStatus(await read(), 200, 'the user reads the dashboard');
      const before = await latestAudit(owner);
      let enabled = false;
      try {
        const disabled = await owner.patch(item, { disabled: true });
        expectStatus(disabled, 200, 'disable');
        expectThat((disabled.body as AdminUser).disabled, 'answers disabled: true', disabled);
        expectStatus(await read(), 401, "the disabled account's next call");
        expectThat((await account(owner, target.email)).disabled, 'listed as disabled');
        const entry = (await latestAudit(owner)).items[0];
        expectThat(
          entry?.field === 'status' &&
            entry.from === 'active' &&
            entry.to === 'disabled' &&
            entry.target.uid === target.uid,
          `a status entry, got ${JSON.stringify(entry)}`,
        );
        const enable = await owner.patch(item, { disabled: false });
        expectStatus(enable, 200, 'enable');
        enabled = true;
        expectThat(!(enable.body as AdminUser).disabled, 'answers disabled: false', enable);
      } finally {
        if (!enabled) await restore(owner, target.uid, { disabled: false }, 'user');
      }
      await harness.signInAgain('user');
      expectStatus(await read(), 200, 'enabled, signed in again: the call works');
      const audit = await latestAudit(owner);
      expectThat(audit.total === before.total + 2, 'disable and enable: two entries');
      expectThat(
        audit.items[0]?.from === 'disabled' && audit.items[0]?.to === 'active',
        'the newest is the enable',
      );
    },
  ),
];
