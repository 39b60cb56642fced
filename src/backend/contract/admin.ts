/**
 * Contract cases of the users-and-roles API (docs/api/admin.md). The accounts are the
 * harness's real ones (the demo identity collection under jest, the Auth emulator on the
 * server), and `demo/reset` does not reset them: every case puts back what it changed, in a
 * `finally`, so a failing case leaves the others a directory as it found it.
 */
import { DASHBOARD_API } from '@/features/dashboard/api';
import {
  ADMIN_API,
  ADMIN_USER_SORTS,
  type AdminUser,
  type AdminUserPatch,
  type AuditEntry,
} from '@/features/admin/api';
import { ADMIN_MESSAGES } from '../admin/routes';
import {
  ContractFailure,
  expectFields,
  expectStatus,
  expectThat,
  pageOf,
  resetAccounts,
  type ContractCase,
  type ContractHarness,
  type Send,
  type Sender,
} from './types';

type Signed = Exclude<Sender, 'anonymous'>;

/** The account with this e-mail, as the list shows it (searched by its e-mail). */
async function account(send: Send, email: string): Promise<AdminUser> {
  const page = pageOf<AdminUser>(
    await send({ as: 'owner', method: 'get', path: ADMIN_API.users, query: { q: email } }),
    `find ${email}`,
  );
  const found = page.items.find((item) => item.email === email);
  if (!found) throw new ContractFailure(`${email} is not in the list: ${JSON.stringify(page)}`);
  return found;
}

/** Every account, page by page (100 a page). */
async function everyAccount(send: Send): Promise<AdminUser[]> {
  const all: AdminUser[] = [];
  for (let page = 1; ; page++) {
    const answer = pageOf<AdminUser>(
      await send({
        as: 'owner',
        method: 'get',
        path: ADMIN_API.users,
        query: { page, pageSize: 100 },
      }),
      `accounts, page ${page}`,
    );
    all.push(...answer.items);
    if (answer.items.length < 100 || all.length >= answer.total) return all;
  }
}

const patch = (send: Send, as: Signed, uid: string, body: unknown) =>
  send({ as, method: 'patch', path: ADMIN_API.user(uid), body });

/** Sets the account back (as owner); a failure here is reported, not hidden. */
async function restore(send: Send, uid: string, body: AdminUserPatch, what: string) {
  expectStatus(await patch(send, 'owner', uid, body), 200, `restore ${what}`);
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

const latestAudit = async (send: Send, pageSize = 2) =>
  pageOf<AuditEntry>(
    await send({ as: 'owner', method: 'get', path: ADMIN_API.audit, query: { pageSize } }),
    'audit',
  );

export const adminCases: ContractCase[] = [
  {
    area: 'admin',
    name: 'lists every account with its role, status and times',
    async run(send, { accounts }) {
      await resetAccounts(send);
      const all = pageOf<AdminUser>(
        await send({ as: 'owner', method: 'get', path: ADMIN_API.users }),
        'users',
      );
      expectThat(all.total >= 3, 'at least the three accounts of the harness', undefined);
      expectThat(all.items.length <= 20, 'pageSize is 20 by default');
      const expected: [Signed, AdminUser['role']][] = [
        ['owner', 'Admin'],
        ['other', 'Admin'],
        ['user', 'user'],
      ];
      for (const [as, role] of expected) {
        const found = await account(send, accounts[as].email);
        expectThat(found.uid === accounts[as].uid, `${as}: its uid`);
        expectThat(found.role === role, `${as}: role ${role}, got ${found.role}`);
        expectThat(found.disabled === false, `${as}: active`);
        expectThat(typeof found.name === 'string', `${as}: a name ('' when none)`);
        expectThat(!Number.isNaN(Date.parse(found.createdAt)), `${as}: createdAt is ISO`);
        expectThat(isoOrNull(found.lastSignInAt), `${as}: lastSignInAt is ISO or null`);
      }
    },
  },
  {
    area: 'admin',
    name: 'q finds accounts by name or e-mail, ignoring case',
    async run(send, { accounts }) {
      const email = accounts.user.email;
      const q = email.slice(0, email.indexOf('@')).toUpperCase();
      const page = pageOf<AdminUser>(
        await send({ as: 'owner', method: 'get', path: ADMIN_API.users, query: { q } }),
        'search',
      );
      expectThat(
        page.items.some((item) => item.uid === accounts.user.uid),
        `q=${q} finds the user account`,
      );
      const lower = q.toLowerCase();
      for (const item of page.items) {
        expectThat(
          item.name.toLowerCase().includes(lower) || item.email.toLowerCase().includes(lower),
          `${item.email} matches q=${q}`,
        );
      }
      const none = pageOf<AdminUser>(
        await send({
          as: 'owner',
          method: 'get',
          path: ADMIN_API.users,
          query: { q: 'no-account-is-called-this-zq' },
        }),
        'search for nothing',
      );
      expectThat(none.total === 0 && none.items.length === 0, 'no match: an empty page');
    },
  },
  {
    area: 'admin',
    name: 'sorts by name (the default), createdAt and lastSignInAt, both ways',
    async run(send) {
      const byDefault = pageOf<AdminUser>(
        await send({ as: 'owner', method: 'get', path: ADMIN_API.users, query: { pageSize: 100 } }),
        'default order',
      );
      for (const sort of ADMIN_USER_SORTS) {
        const page = pageOf<AdminUser>(
          await send({
            as: 'owner',
            method: 'get',
            path: ADMIN_API.users,
            query: { sort, pageSize: 100 },
          }),
          `sort=${sort}`,
        );
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
  },
  {
    area: 'admin',
    name: 'pages: page and pageSize, the total counts every match',
    async run(send) {
      const first = pageOf<AdminUser>(
        await send({ as: 'owner', method: 'get', path: ADMIN_API.users, query: { pageSize: 1 } }),
        'page 1',
      );
      const second = pageOf<AdminUser>(
        await send({
          as: 'owner',
          method: 'get',
          path: ADMIN_API.users,
          query: { pageSize: 1, page: 2 },
        }),
        'page 2',
      );
      expectThat(first.items.length === 1 && second.items.length === 1, 'one account a page');
      expectThat(first.total === second.total && first.total >= 3, 'the same total');
      expectThat(first.items[0]?.uid !== second.items[0]?.uid, 'page 2 is the next account');
      const past = pageOf<AdminUser>(
        await send({
          as: 'owner',
          method: 'get',
          path: ADMIN_API.users,
          query: { pageSize: 100, page: 1000 },
        }),
        'past the end',
      );
      expectThat(past.items.length === 0 && past.total === first.total, 'past the end: empty');
    },
  },
  {
    area: 'admin',
    name: 'answers 422 naming each bad parameter or field',
    async run(send, { accounts }) {
      const list = (query: Record<string, string | number>) =>
        send({ as: 'owner', method: 'get', path: ADMIN_API.users, query });
      expectFields(await list({ sort: 'email' }), ['sort'], 'unknown sort');
      expectFields(await list({ pageSize: 101 }), ['pageSize'], 'pageSize over 100');
      expectFields(await list({ page: 0, pageSize: 0 }), ['page', 'pageSize'], 'page 0');
      expectFields(await list({ role: 'Admin' }), ['role'], 'unknown parameter');
      expectFields(
        await send({ as: 'owner', method: 'get', path: ADMIN_API.audit, query: { page: 'x' } }),
        ['page'],
        'audit page',
      );
      const uid = accounts.user.uid;
      expectFields(
        await patch(send, 'owner', uid, { role: 'boss' }),
        { role: 'role must be Admin or user' },
        'a role that does not exist',
      );
      expectFields(
        await patch(send, 'owner', uid, { disabled: 'yes' }),
        { disabled: 'disabled must be true or false' },
        'disabled not a boolean',
      );
      expectFields(await patch(send, 'owner', uid, {}), ['body'], 'nothing to change');
      expectFields(
        await patch(send, 'owner', uid, { role: 'Admin', email: 'x@example.com' }),
        ['email'],
        'a key that cannot be changed',
      );
      const still = await account(send, accounts.user.email);
      expectThat(still.role === 'user', 'a refused PATCH changes nothing');
    },
  },
  {
    area: 'admin',
    name: 'a user gets 403 and nobody signed in 401, on every endpoint',
    async run(send, { accounts }) {
      const calls = [
        { method: 'get', path: ADMIN_API.users },
        { method: 'patch', path: ADMIN_API.user(accounts.user.uid), body: { role: 'Admin' } },
        { method: 'get', path: ADMIN_API.audit },
      ] as const;
      for (const call of calls) {
        expectStatus(
          await send({ as: 'user', ...call }),
          403,
          `${call.method} ${call.path} as user`,
        );
        expectStatus(
          await send({ as: 'anonymous', ...call }),
          401,
          `${call.method} ${call.path} anonymous`,
        );
      }
      expectThat(
        (await account(send, accounts.user.email)).role === 'user',
        'the user did not promote themselves',
      );
    },
  },
  {
    area: 'admin',
    name: 'an Admin cannot demote or disable themselves (409 saying why)',
    async run(send, { accounts }) {
      const uid = accounts.owner.uid;
      try {
        const demote = await patch(send, 'owner', uid, { role: 'user' });
        expectStatus(demote, 409, 'self-demote');
        expectThat(
          (demote.body as { message: string }).message === ADMIN_MESSAGES.selfDemote,
          'the message says an Admin cannot remove their own role',
          demote,
        );
        const disable = await patch(send, 'owner', uid, { disabled: true });
        expectStatus(disable, 409, 'self-disable');
        expectThat(
          (disable.body as { message: string }).message === ADMIN_MESSAGES.selfDisable,
          'the message says an Admin cannot disable their own account',
          disable,
        );
        const same = await patch(send, 'owner', uid, { role: 'Admin', disabled: false });
        expectStatus(same, 200, 'a PATCH that changes nothing');
        const me = await account(send, accounts.owner.email);
        expectThat(me.role === 'Admin' && !me.disabled, 'still an active Admin');
      } finally {
        // Nothing should have changed; if it did, another Admin puts it back.
        const me = await account(send, accounts.owner.email);
        if (me.role !== 'Admin' || me.disabled) {
          await patch(send, 'other', uid, { role: 'Admin', disabled: false });
        }
      }
    },
  },
  {
    area: 'admin',
    name: 'the last active Admin stays (409), and a demoted Admin with an old token changes nobody (403)',
    async run(send, { accounts }) {
      // Make `owner` the only active Admin: every other one is demoted for the time of the
      // case (and promoted again in the finally), since the harness's directory has others.
      const admins = (await everyAccount(send)).filter(
        (a) => a.role === 'Admin' && !a.disabled && a.uid !== accounts.owner.uid,
      );
      expectThat(
        admins.some((a) => a.uid === accounts.other.uid),
        'other is an active Admin to start with',
      );
      const demoted: string[] = [];
      try {
        for (const admin of admins) {
          expectStatus(await patch(send, 'owner', admin.uid, { role: 'user' }), 200, 'demote');
          demoted.push(admin.uid);
        }
        const uid = accounts.owner.uid;
        for (const body of [{ role: 'user' }, { disabled: true }]) {
          const answer = await patch(send, 'owner', uid, body);
          expectStatus(answer, 409, `the last Admin: ${JSON.stringify(body)}`);
          expectThat(
            (answer.body as { message: string }).message === ADMIN_MESSAGES.lastAdmin,
            'the message says this is the last active Admin',
            answer,
          );
        }
        // `other` was an Admin when its token was issued (on the server the token still says
        // so until it is refreshed): the directory decides, and it is not one any more.
        const stale = await patch(send, 'other', accounts.user.uid, { role: 'Admin' });
        expectStatus(stale, 403, 'a demoted Admin promotes someone');
        const user = await account(send, accounts.user.email);
        expectThat(user.role === 'user', 'the demoted Admin promoted nobody');
        const me = await account(send, accounts.owner.email);
        expectThat(me.role === 'Admin' && !me.disabled, 'owner is still an active Admin');
      } finally {
        for (const uid of demoted) await restore(send, uid, { role: 'Admin' }, uid);
      }
    },
  },
  {
    area: 'admin',
    name: 'promote then demote: the account follows, the audit names actor and target, newest first',
    async run(send, { accounts }) {
      const target = accounts.user;
      const before = await latestAudit(send);
      try {
        const promoted = await patch(send, 'owner', target.uid, { role: 'Admin' });
        expectStatus(promoted, 200, 'promote');
        const body = promoted.body as AdminUser;
        expectThat(
          body.uid === target.uid && body.role === 'Admin',
          'answers the account',
          promoted,
        );
        expectThat((await account(send, target.email)).role === 'Admin', 'listed as Admin');
        const again = await patch(send, 'owner', target.uid, { role: 'Admin' });
        expectStatus(again, 200, 'promote again (no change)');
        expectThat((await latestAudit(send)).total === before.total + 1, 'no entry for no change');
        const demoted = await patch(send, 'owner', target.uid, { role: 'user' });
        expectStatus(demoted, 200, 'demote');
        expectThat((demoted.body as AdminUser).role === 'user', 'answers the role user', demoted);
      } finally {
        const now = await account(send, target.email);
        if (now.role !== 'user') await restore(send, target.uid, { role: 'user' }, 'user');
      }
      const audit = await latestAudit(send);
      expectThat(audit.total === before.total + 2, 'two entries', undefined);
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
  },
  {
    area: 'admin',
    name: 'an unknown uid is 404',
    async run(send) {
      const answer = await patch(send, 'owner', 'no-such-account-zq', { role: 'Admin' });
      expectStatus(answer, 404, 'unknown uid');
    },
  },
  {
    area: 'admin',
    name: 'a disabled account is refused at once (401); enabled again, it works after signing in',
    async run(send, harness: ContractHarness) {
      const { accounts } = harness;
      const target = accounts.user;
      const read = () => send({ as: 'user', method: 'get', path: DASHBOARD_API.tasks });
      expectStatus(await read(), 200, 'the user reads the dashboard');
      const before = await latestAudit(send);
      let enabled = false;
      try {
        const disabled = await patch(send, 'owner', target.uid, { disabled: true });
        expectStatus(disabled, 200, 'disable');
        expectThat((disabled.body as AdminUser).disabled, 'answers disabled: true', disabled);
        expectStatus(await read(), 401, "the disabled account's next call");
        expectThat((await account(send, target.email)).disabled, 'listed as disabled');
        const entry = (await latestAudit(send)).items[0];
        expectThat(
          entry?.field === 'status' &&
            entry.from === 'active' &&
            entry.to === 'disabled' &&
            entry.target.uid === target.uid,
          `a status entry, got ${JSON.stringify(entry)}`,
        );
        const enable = await patch(send, 'owner', target.uid, { disabled: false });
        expectStatus(enable, 200, 'enable');
        enabled = true;
        expectThat(!(enable.body as AdminUser).disabled, 'answers disabled: false', enable);
      } finally {
        if (!enabled) await restore(send, target.uid, { disabled: false }, 'user');
      }
      await harness.signInAgain('user');
      expectStatus(await read(), 200, 'enabled, signed in again: the call works');
      const audit = await latestAudit(send);
      expectThat(audit.total === before.total + 2, 'disable and enable: two entries');
      expectThat(
        audit.items[0]?.from === 'disabled' && audit.items[0]?.to === 'active',
        'the newest is the enable',
      );
    },
  },
];
