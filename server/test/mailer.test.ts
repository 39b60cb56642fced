/**
 * Invitations by e-mail (issue 49): through nodemailer to a local SMTP server the test starts
 * (smtp-server), over HTTP with real emulator tokens. Sent: the message reaches the invited
 * address with the absolute link. A relay that is down: the invitation is made anyway,
 * `mail: 'failed'` with a reason an Admin can read, and listed.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { MEMBERS_API, type Invitation } from '@/contract/members';
import { invitationMessage } from '../src/mailer';
import type { RunningServer } from '../src/server';
import { call, createAccount, serve } from './helpers';

interface Received {
  to: string[];
  raw: string;
}

const APP_URL = 'https://team.example.test/shreyu/react/';

async function startSmtp(): Promise<{
  port: number;
  received: Received[];
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as net.AddressInfo;
  return { port, received, close: () => new Promise((resolve) => smtp.close(() => resolve())) };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('invitations by e-mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const servers: RunningServer[] = [];
  before(async () => {
    smtp = await startSmtp();
  });
  after(async () => {
    for (const server of servers) await server.close();
    await smtp.close();
  });

  it('escapes every value of the HTML body and makes the link absolute', () => {
    const message = invitationMessage(
      {
        to: 'a@b.test',
        link: 'auth/register?invite=inv1&email=a%40b.test',
        role: 'user',
        invitedBy: { name: '<b>Ana</b>', email: 'ana@team.test' },
        expiresAt: '2026-12-08T12:00:00.000Z',
      },
      APP_URL,
    );
    assert.equal(message.link, `${APP_URL}auth/register?invite=inv1&email=a%40b.test`);
    assert.ok(message.html.includes('&#60;b&#62;Ana&#60;/b&#62;'));
    assert.ok(!message.html.includes('<b>Ana'));
    assert.ok(message.text.includes(message.link));
  });

  it('sends the invitation through SMTP_URL, with the absolute link', async () => {
    const server = await serve({
      mail: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'team@example.test',
        appUrl: APP_URL,
      },
    });
    servers.push(server);
    const admin = await createAccount('Admin', 'mailer');
    const answer = await call(server, 'POST', `/${MEMBERS_API.invitations}`, {
      account: admin,
      body: { email: 'Invited@Elsewhere.test', role: 'user' },
    });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const invitation = answer.body as Invitation;
    assert.equal(invitation.mail, 'sent');
    const mail = smtp.received.find((m) => m.to.includes('invited@elsewhere.test'));
    assert.ok(mail, 'the SMTP server received the invitation');
    // Quoted-printable may fold long lines: compare the body unfolded.
    const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    assert.ok(body.includes(`${APP_URL}auth/register?invite=${invitation.id}`), body);
  });

  it('keeps the invitation when the relay is down, and says why', async () => {
    const server = await serve({
      mail: {
        smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
        from: 'team@example.test',
        appUrl: APP_URL,
      },
    });
    servers.push(server);
    const admin = await createAccount('Admin', 'nomail');
    const answer = await call(server, 'POST', `/${MEMBERS_API.invitations}`, {
      account: admin,
      body: { email: 'lost@elsewhere.test', role: 'user' },
    });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const invitation = answer.body as Invitation;
    assert.equal(invitation.mail, 'failed');
    assert.equal(invitation.mailError, 'The mail server refused the connection (ECONNREFUSED)');
    const list = await call(server, 'GET', `/${MEMBERS_API.invitations}`, { account: admin });
    const items = (list.body as { items: Invitation[] }).items;
    assert.ok(items.some((item) => item.id === invitation.id && item.status === 'pending'));
  });
});
