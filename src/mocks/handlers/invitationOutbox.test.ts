/**
 * An invitation in the offline demo (issue 49): the demo backend has no mail server, so the
 * invitation's e-mail lands in the demo outbox (`/auth/outbox`), its link opening registration
 * with the address filled in; the answer says `mail: 'sent'`.
 */
import { MEMBERS_API, type Invitation } from '@/contract/members';
import { testToken } from '@/test/session';
import { apiUrl } from '../apiBase';
import { DEMO_ADMIN, withDb } from '../db';

async function api(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(new URL(apiUrl(path.replace(/^api\//, '')), window.location.href), {
    method,
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('an invitation in the demo backend', () => {
  it('is "e-mailed" to the demo outbox with its registration link', async () => {
    const answer = await api('POST', MEMBERS_API.invitations, testToken(DEMO_ADMIN), {
      email: 'New.Colleague@example.com',
      role: 'user',
    });
    expect(answer.status).toBe(201);
    const invitation = answer.body as Invitation;
    expect(invitation).toMatchObject({
      email: 'new.colleague@example.com',
      mail: 'sent',
      status: 'pending',
    });
    const outbox = await withDb((state) => [...state.outbox]);
    expect(outbox).toEqual([
      expect.objectContaining({
        requestType: 'INVITATION',
        email: 'new.colleague@example.com',
        link: `/auth/register?invite=${invitation.id}&email=new.colleague%40example.com`,
      }),
    ]);
  });
});
