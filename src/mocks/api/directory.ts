/**
 * The account directory of the demo backend (the users page's `AccountDirectory`, see
 * src/backend/admin/directory.ts) over the demo identity collection: the accounts as the demo
 * Identity Toolkit keeps them, the role in each profile's `userRole` (what the demo's
 * sign-in reads), opened in the request's collection session, so a change is saved with the
 * request's audit entries.
 */
import type { AdminUser, AdminUserPatch } from '@/contract/admin';
import type { AccountDirectory } from '@/backend/admin/directory';
import type { Mailer } from '@/backend/members/mail';
import { identityCollection, profileRole, type AccountRecord, type DbState } from '../db';
import type { CollectionSession } from '../db/collections';

function stringField(state: DbState, uid: string, key: string): string | undefined {
  const value = state.documents[`users/${uid}`]?.fields[key] as
    { stringValue?: unknown } | undefined;
  return typeof value?.stringValue === 'string' ? value.stringValue : undefined;
}

function adminUser(state: DbState, account: AccountRecord): AdminUser {
  return {
    uid: account.uid,
    email: account.email,
    name: account.displayName ?? stringField(state, account.uid, 'name') ?? '',
    role: profileRole(state, account.uid) ?? 'user',
    disabled: account.disabled === true,
    createdAt: new Date(account.createdAt).toISOString(),
    lastSignInAt: account.lastLoginAt ? new Date(account.lastLoginAt).toISOString() : null,
  };
}

/** The role, written where the demo reads it: the profile (made when the account has none). */
function writeRole(state: DbState, account: AccountRecord, role: AdminUser['role'], now: number) {
  const path = `users/${account.uid}`;
  const at = new Date(now).toISOString();
  const existing = state.documents[path];
  if (existing) {
    existing.fields.userRole = { stringValue: role };
    existing.updateTime = at;
    return;
  }
  state.documents[path] = {
    fields: {
      name: { stringValue: account.displayName ?? '' },
      email: { stringValue: account.email },
      userRole: { stringValue: role },
      createdAt: { timestampValue: new Date(account.createdAt).toISOString() },
    },
    createTime: at,
    updateTime: at,
  };
}

export function demoDirectory(session: CollectionSession, now: number): AccountDirectory {
  const state = () => session.open(identityCollection);
  return {
    async list() {
      const db = await state();
      return Object.values(db.accounts).map((account) => adminUser(db, account));
    },
    async get(uid) {
      const db = await state();
      const account = Object.hasOwn(db.accounts, uid) ? db.accounts[uid] : undefined;
      return account ? adminUser(db, account) : null;
    },
    async update(uid, patch: AdminUserPatch) {
      const db = await state();
      const account = db.accounts[uid];
      if (!account) throw new Error(`no demo account ${uid}`);
      if (patch.role) writeRole(db, account, patch.role, now);
      if (patch.disabled === true) {
        account.disabled = true;
        // Its sessions end: its tokens are refused from now on, even once enabled again.
        account.validSince = now;
      } else if (patch.disabled === false) {
        delete account.disabled;
      }
      return adminUser(db, account);
    },
  };
}

/**
 * The demo's invitations "by e-mail" (issue 49): an offline demo sends no mail, so the mail
 * goes to the demo outbox (`/auth/outbox`), whose link opens registration with the address.
 */
export function demoMailer(session: CollectionSession, now: number): Mailer {
  return {
    async sendInvitation(mail) {
      const db = await session.open(identityCollection);
      db.outbox.push({ requestType: 'INVITATION', email: mail.to, at: now, link: `/${mail.link}` });
    },
  };
}
