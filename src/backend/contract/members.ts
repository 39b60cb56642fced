/**
 * Contract cases of the members' directory (docs/api/members.md): every account, readable by
 * every signed-in member (a `user` too), without sign-in times. The accounts are the
 * harness's real ones; the cases change none of them but one disable, put back in a `finally`.
 */
import { ADMIN_API } from '@/contract/admin';
import { FIRST_ADMIN_API } from '@/contract/firstAdmin';
import { MEMBERS_API, type Member } from '@/contract/members';
import { caseFor, type Client, expectStatus, expectThat, SENDER_ROLES } from './types';

const membersCase = caseFor('members');

async function members(client: Client, what: string): Promise<Member[]> {
  const answer = await client.get(MEMBERS_API.list);
  expectStatus(answer, 200, what);
  const body = answer.body as { items?: unknown; total?: unknown };
  expectThat(Array.isArray(body.items), `${what}: { items: Member[] }`, answer);
  return body.items as Member[];
}

const sortName = (m: Member) => m.name || m.email;

export const membersCases = [
  membersCase(
    'every member reads every account, by name, with no sign-in times',
    async ({ owner, user, harness }) => {
      const asAdmin = await members(owner, 'members as an Admin');
      const asUser = await members(user, 'members as a user');
      expectThat(
        JSON.stringify(asUser) === JSON.stringify(asAdmin),
        'a user and an Admin read the same directory',
      );
      for (const [as, role] of SENDER_ROLES) {
        const { uid, email } = harness.accounts[as];
        const found = asUser.find((m) => m.uid === uid);
        expectThat(found !== undefined, `${as} is listed`);
        const member = found as Member;
        expectThat(member.email === email, `${as}: its e-mail`);
        expectThat(member.role === role, `${as}: role ${role}, got ${member.role}`);
        expectThat(member.disabled === false, `${as}: active`);
        expectThat(
          JSON.stringify(Object.keys(member).sort()) ===
            JSON.stringify(['disabled', 'email', 'name', 'role', 'uid']),
          `${as}: uid, name, email, role, disabled and nothing else (no times)`,
        );
      }
      asUser.slice(1).forEach((member, i) => {
        const before = asUser[i] as Member;
        expectThat(
          sortName(before).localeCompare(sortName(member)) <= 0,
          `by name: ${before.email} before ${member.email}`,
        );
      });
      expectThat(new Set(asUser.map((m) => m.uid)).size === asUser.length, 'each account once');
    },
  ),

  membersCase('nobody signed in gets 401', async ({ anonymous }) => {
    expectStatus(await anonymous.get(MEMBERS_API.list), 401, 'members anonymous');
  }),

  membersCase(
    'a disabled account stays listed, flagged disabled',
    async ({ owner, user, harness }) => {
      const { uid } = harness.accounts.other;
      const item = ADMIN_API.user(uid);
      try {
        expectStatus(await owner.patch(item, { disabled: true }), 200, 'disable other');
        const listed = (await members(user, 'members after the disable')).find(
          (m) => m.uid === uid,
        );
        expectThat(listed?.disabled === true, 'other is listed, disabled');
      } finally {
        expectStatus(await owner.patch(item, { disabled: false }), 200, 'enable other again');
        await harness.signInAgain('other');
      }
    },
  ),

  membersCase(
    'first-admin grants nothing where the server does not allow it (every server but dev:full)',
    async ({ user, anonymous, harness }) => {
      const answer = await user.post(FIRST_ADMIN_API.claim, {});
      expectStatus(answer, 200, 'first-admin as a user');
      expectThat(
        (answer.body as { granted?: unknown }).granted === false,
        'granted: false',
        answer,
      );
      const me = (await members(user, 'members after')).find(
        (m) => m.uid === harness.accounts.user.uid,
      );
      expectThat(me?.role === 'user', 'the user is still a user');
      expectStatus(await anonymous.post(FIRST_ADMIN_API.claim, {}), 401, 'first-admin anonymous');
    },
  ),
];
