// Who gets in, on the real server behind an emulator build (issue 49). A stranger (an address
// outside WORKSPACE_DOMAINS) registers, confirms the address with the emulator's code, lands on
// the waiting page and asks to join; the Admin, on another device, sees the request arrive on
// the users page and accepts it; the stranger's open screen becomes the dashboard without a
// reload. Then the Admin invites an address: the server mails the link through a local SMTP
// server this test starts (smtp-server), and the link registers the person straight in.
// Run by scripts/e2e-server.mjs.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SMTPServer } from 'smtp-server';
import { appUrl, launchBrowser, newPage } from '../lib.mjs';
import { startApiServer } from '../../scripts/lib/apiServer.mjs';
import { emulatorVerifyCode } from '../../scripts/lib/authEmulator.mjs';
import { device, grantAdmin, register } from './accounts.mjs';

const stamp = Date.now();
const PASSWORD = 'Serv#2026pass';
const ADMIN = { email: `door-${stamp}@shreyu.test`, password: PASSWORD, name: 'Door Admin' };
const STRANGER = { email: `sam-${stamp}@elsewhere.test`, password: PASSWORD, name: 'Sam Far' };
const INVITED = { email: `ivy-${stamp}@elsewhere.test`, password: PASSWORD, name: 'Ivy Asked' };

/** A local SMTP relay that keeps what it receives. */
async function startSmtp() {
  const received = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    port: smtp.server.address().port,
    received,
    close: () => new Promise((resolve) => smtp.close(resolve)),
  };
}

/** The registration link in a received message (its text part, quoted-printable undone). */
function linkIn(raw) {
  const text = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  const found = text.match(/https?:\/\/[^\s"<>]+auth\/register\?invite=[^\s"<>]+/);
  assert.ok(found, `no registration link in the message:\n${text}`);
  return found[0].replace(/&amp;/g, '&');
}

/** The sign-up form, from wherever the page is (the address may be filled in already). */
async function signUp(page, account, { emailFilled = false } = {}) {
  await page.getByLabel('Full name').fill(account.name);
  const email = page.getByLabel('Email address');
  if (emailFilled) assert.equal(await email.inputValue(), account.email);
  else await email.fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByLabel('I accept the Terms and Conditions').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/auth/confirm'), { timeout: 30000 });
  const code = await emulatorVerifyCode(account.email);
  await page.goto(appUrl(`auth/confirm?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`));
  await page.getByRole('heading', { name: 'Address confirmed' }).waitFor({ timeout: 30000 });
  await page
    .getByRole('link', { name: 'Continue' })
    .or(page.getByRole('button', { name: 'Continue' }))
    .click();
}

describe('who gets in on the real server', () => {
  let smtp;
  let server;
  let browser;
  let admin;
  let stranger;
  let invited;
  before(async () => {
    smtp = await startSmtp();
    server = await startApiServer({
      port: Number(process.env.E2E_API_PORT),
      dataDir: process.env.E2E_SERVER_DATA_DIR,
      corsOrigin: process.env.E2E_WEB_ORIGIN,
      label: 'e2e-server-membership',
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'no-reply@shreyu.test',
        APP_URL: appUrl(''),
      },
    });
    browser = await launchBrowser();
    await register(browser, ADMIN);
    assert.equal(await grantAdmin(ADMIN.email), 0, 'grant-admin');
    admin = await device(browser, ADMIN);
  });
  after(async () => {
    for (const opened of [admin, stranger, invited]) await opened?.context.close();
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('a verified stranger waits, asks, and the Admin lets them in live', async () => {
    stranger = await newPage(browser);
    const page = stranger.page;
    await page.goto(appUrl('auth/register'));
    await signUp(page, STRANGER);
    // The server refuses the workspace (403 not_a_member): the waiting page, no dashboard.
    await page.getByRole('heading', { name: 'Waiting for access' }).waitFor({ timeout: 30000 });
    assert.match(new URL(page.url()).pathname, /\/auth\/waiting$/);

    await admin.page.goto(appUrl('admin/users'));
    const requests = admin.page.getByRole('region', { name: /Requests to join/ });
    await requests.getByText('No request is waiting.').waitFor({ timeout: 30000 });

    await page.getByLabel('A note for the Admins (optional)').fill('Sam, from the agency');
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await page.getByRole('heading', { name: 'An Admin has your request' }).waitFor();

    // The Admin's open page receives it over the live stream (no reload).
    const request = requests.getByRole('listitem').filter({ hasText: STRANGER.email });
    await request.waitFor({ timeout: 20000 });
    await request.getByText('Sam, from the agency').waitFor();
    await request.getByRole('button', { name: /^Accept \(/ }).click();
    await requests.getByText('No request is waiting.').waitFor();

    await page.waitForURL((url) => url.pathname.endsWith('/dashboard/ecommerce'), {
      timeout: 20000,
    });
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  });

  it('an invitation mailed by the server opens registration, and the address comes straight in', async () => {
    await admin.page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Invite to the workspace' });
    await dialog.getByLabel('E-mail address').fill(INVITED.email);
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await dialog.getByText('An e-mail with the link went to them.').waitFor({ timeout: 20000 });
    const shown = await dialog.getByLabel('Invitation link').inputValue();

    const mail = smtp.received.find((message) => message.to.includes(INVITED.email));
    assert.ok(mail, `no message to ${INVITED.email}`);
    const link = linkIn(mail.raw);
    assert.equal(link, shown, 'the mailed link is the one the dialog shows');

    invited = await newPage(browser);
    await invited.page.goto(link);
    await invited.page.getByText(`You were invited as ${INVITED.email}`).waitFor();
    await signUp(invited.page, INVITED, { emailFilled: true });
    await invited.page.waitForURL((url) => url.pathname.endsWith('/dashboard/ecommerce'), {
      timeout: 30000,
    });

    // The invitation is used: the Admin's list says so.
    await admin.page.keyboard.press('Escape');
    await admin.page
      .getByRole('region', { name: /Invitations/ })
      .getByRole('listitem')
      .filter({ hasText: INVITED.email })
      .getByText('Accepted')
      .waitFor({ timeout: 20000 });
  });
});
