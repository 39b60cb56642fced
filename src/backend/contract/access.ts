/**
 * Contract cases of who gets in (issue 49, docs/api/members.md), the same on msw, PGlite and
 * PostgreSQL: removal puts a member outside at once; an invitation (once) and an accepted
 * request to join let the account back in; bad invitations and requests are refused with a
 * status and a code, storing nothing. The harness's `user` is the one taken out and let back
 * in; every case ends with it a member again (`letBackIn` in a `finally`).
 */
import { MEMBERS_API, type Invitation, type MembershipStatus } from '@/contract/members';
import { caseFor, type CaseContext, expectStatus, expectThat } from './types';

const accessCase = caseFor('members');

const codeOf = (body: unknown) => (body as { code?: unknown } | null)?.code;

async function standing(context: CaseContext, what: string): Promise<MembershipStatus> {
  const answer = await context.user.get(MEMBERS_API.me);
  expectStatus(answer, 200, what);
  return answer.body as MembershipStatus;
}

async function removeUser(context: CaseContext): Promise<void> {
  const { uid } = context.harness.accounts.user;
  expectStatus(await context.owner.delete(MEMBERS_API.member(uid)), 204, 'remove the user');
}

/** Makes sure the harness's `user` is a member again (an invitation it takes up at once). */
async function letBackIn(context: CaseContext): Promise<void> {
  if ((await standing(context, 'standing before the clean-up')).member) return;
  const { email } = context.harness.accounts.user;
  await context.owner.post(MEMBERS_API.invitations, { email, role: 'user' });
  const back = await standing(context, 'standing after the clean-up');
  expectThat(back.member, 'the user is a member again after the case', undefined);
}

export const accessCases = [
  accessCase(
    'a removed member is outside at once; an invitation lets it back in, once',
    async (context) => {
      const { owner, user, harness } = context;
      try {
        await removeUser(context);
        const refused = await user.get(MEMBERS_API.list);
        expectStatus(refused, 403, 'the directory, once removed');
        expectThat(codeOf(refused.body) === 'not_a_member', 'code not_a_member', refused);
        const outside = await standing(context, 'its own standing, once removed');
        expectThat(!outside.member && outside.code === 'not_a_member', 'outside', undefined);
        const listed = (await owner.get(MEMBERS_API.list)).body as {
          items: { uid: string; disabled: boolean }[];
        };
        expectThat(
          listed.items.some((m) => m.uid === harness.accounts.user.uid && m.disabled),
          'the removed account is listed greyed for the members',
        );

        const made = await owner.post(MEMBERS_API.invitations, {
          email: harness.accounts.user.email.toUpperCase(),
          role: 'user',
        });
        expectStatus(made, 201, 'invite the removed address');
        const invitation = made.body as Invitation;
        expectThat(invitation.status === 'pending', 'a pending invitation', made);
        expectThat(
          invitation.link.includes(`invite=${encodeURIComponent(invitation.id)}`),
          'its link names it',
          made,
        );
        expectStatus(await user.get(MEMBERS_API.list), 200, 'the directory, invited and verified');
        const list = await owner.get(MEMBERS_API.invitations);
        expectStatus(list, 200, 'the invitations');
        const used = (list.body as { items: Invitation[] }).items.find(
          (i) => i.id === invitation.id,
        );
        expectThat(used?.status === 'accepted', 'the invitation is accepted', list);
        const again = await owner.delete(MEMBERS_API.invitation(invitation.id));
        expectStatus(again, 409, 'revoke a used invitation');
        expectThat(codeOf(again.body) === 'not_pending', 'code not_pending', again);
      } finally {
        await letBackIn(context);
      }
    },
  ),

  accessCase(
    'a removed member asks to join once; an Admin accepts it and it is in',
    async (context) => {
      const { owner, user, harness } = context;
      const { uid } = harness.accounts.user;
      try {
        await removeUser(context);
        const long = await user.post(MEMBERS_API.requests, { note: 'n'.repeat(501) });
        expectStatus(long, 422, 'a note over 500 characters');
        const asked = await user.post(MEMBERS_API.requests, { note: '  contract: let me back  ' });
        expectStatus(asked, 201, 'ask to join');
        const twice = await user.post(MEMBERS_API.requests, { note: 'again' });
        expectStatus(twice, 409, 'a second request');
        expectThat(codeOf(twice.body) === 'already_requested', 'already_requested', twice);
        const mine = await standing(context, 'standing with a request');
        expectThat(
          mine.request?.status === 'pending' && mine.request.note === 'contract: let me back',
          'the request is pending, its note trimmed',
        );

        expectStatus(await user.get(MEMBERS_API.requests), 403, 'a stranger reads the requests');
        const requests = await owner.get(MEMBERS_API.requests);
        expectStatus(requests, 200, 'the requests, as an Admin');
        const items = (requests.body as { items: { uid: string; note: string }[] }).items;
        expectThat(
          items.filter((r) => r.uid === uid).length === 1,
          'the request listed once',
          requests,
        );
        const badRole = await owner.post(MEMBERS_API.acceptRequest(uid), { role: 'Owner' });
        expectStatus(badRole, 422, 'accept with an unknown role');
        expectStatus(
          await owner.post(MEMBERS_API.acceptRequest(uid), { role: 'user' }),
          200,
          'accept',
        );
        expectStatus(await user.get(MEMBERS_API.list), 200, 'the directory, once accepted');
        const late = await owner.post(MEMBERS_API.acceptRequest(uid), { role: 'user' });
        expectThat(late.status === 404 || late.status === 409, 'accept twice: refused', late);
        const asMember = await user.post(MEMBERS_API.requests, {});
        expectStatus(asMember, 409, 'a member asks to join');
        expectThat(codeOf(asMember.body) === 'already_member', 'already_member', asMember);
      } finally {
        await letBackIn(context);
      }
    },
  ),

  accessCase(
    'bad invitations are refused with a code, and nothing is stored',
    async ({ owner, user, other, harness }) => {
      const before = await owner.get(MEMBERS_API.invitations);
      expectStatus(before, 200, 'the invitations before');
      const count = (before.body as { items: unknown[] }).items.length;
      for (const body of [
        { email: 'not an address', role: 'user' },
        { email: 'a@', role: 'user' },
        { email: 'someone@elsewhere.test', role: 'Owner' },
        { email: 'someone@elsewhere.test', role: 'user', extra: true },
      ]) {
        expectStatus(await owner.post(MEMBERS_API.invitations, body), 422, JSON.stringify(body));
      }
      const member = await owner.post(MEMBERS_API.invitations, {
        email: harness.accounts.other.email,
        role: 'user',
      });
      expectStatus(member, 409, "invite a member's address");
      expectThat(codeOf(member.body) === 'already_member', 'already_member', member);
      expectStatus(
        await user.post(MEMBERS_API.invitations, { email: 'x@elsewhere.test', role: 'user' }),
        403,
        'a user invites',
      );
      const after = await owner.get(MEMBERS_API.invitations);
      expectThat(
        (after.body as { items: unknown[] }).items.length === count,
        'no invitation stored',
        after,
      );
      const email = `contract-${Date.now().toString(36)}@elsewhere.test`;
      const first = await owner.post(MEMBERS_API.invitations, { email, role: 'user' });
      expectStatus(first, 201, 'invite a new address');
      const twice = await owner.post(MEMBERS_API.invitations, { email, role: 'Admin' });
      expectStatus(twice, 409, 'invite it again while pending');
      expectThat(codeOf(twice.body) === 'already_invited', 'already_invited', twice);
      const { id } = first.body as Invitation;
      expectStatus(await owner.delete(MEMBERS_API.invitation(id)), 204, 'revoke it');
      const revoked = await owner.get(MEMBERS_API.invitations);
      expectThat(
        (revoked.body as { items: Invitation[] }).items.find((i) => i.id === id)?.status ===
          'revoked',
        'listed as revoked',
        revoked,
      );
      const self = await owner.delete(MEMBERS_API.member(harness.accounts.owner.uid));
      expectStatus(self, 409, 'an Admin removes itself');
      expectThat(codeOf(self.body) === 'last_admin', 'last_admin', self);
      expectStatus(await other.get(MEMBERS_API.list), 200, 'nothing changed for the others');
    },
  ),
];
