/**
 * The server's `Mailer` (src/backend/members/mail.ts): invitations sent with nodemailer over
 * `SMTP_URL`. A send gives up after `MAIL_TIMEOUT_MS` (a dead relay cannot hold an Admin's
 * request, and the lock it runs under, for long); what it throws says why in a short line,
 * without the relay's credentials.
 */
import nodemailer from 'nodemailer';
import type { InvitationMail, Mailer } from '@/backend/members/mail';
import type { MailConfig } from './mailConfig';

export const MAIL_TIMEOUT_MS = 10_000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail's subject and bodies (plain text and HTML, every value escaped). */
export function invitationMessage(mail: InvitationMail, appUrl: string) {
  const link = new URL(mail.link, appUrl).href;
  const who = mail.invitedBy.name
    ? `${mail.invitedBy.name} (${mail.invitedBy.email})`
    : mail.invitedBy.email;
  const role = mail.role === 'Admin' ? 'an Admin' : 'a member';
  const until = new Date(mail.expiresAt).toUTCString();
  const subject = `${mail.invitedBy.name || mail.invitedBy.email} invited you to the Shreyu workspace`;
  const text = [
    `${who} invited you to join the team's Shreyu workspace as ${role}.`,
    '',
    `Register with this address (${mail.to}) here:`,
    link,
    '',
    `The link works once, until ${until}.`,
  ].join('\n');
  const html = `<p>${escapeHtml(who)} invited you to join the team's Shreyu workspace as ${role}.</p>
<p><a href="${escapeHtml(link)}">Register with ${escapeHtml(mail.to)}</a></p>
<p>The link works once, until ${escapeHtml(until)}.</p>`;
  return { subject, text, html, link };
}

/** Why a send failed, in a line an Admin may read (no host credentials, no stack). */
function reason(error: unknown): string {
  const found = /\b(ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|ECONNRESET)\b/.exec(
    error instanceof Error ? error.message : '',
  );
  // nodemailer names a socket's failure ESOCKET / ECONNECTION, the system's code in its message.
  const code = found?.[1] ?? (error as { code?: unknown }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return 'The mail server of SMTP_URL was not found (ENOTFOUND)';
  if (code === 'ECONNRESET') return 'The mail server closed the connection (ECONNRESET)';
  const response = (error as { responseCode?: unknown }).responseCode;
  if (code === 'ECONNREFUSED') return 'The mail server refused the connection (ECONNREFUSED)';
  if (code === 'ETIMEDOUT' || code === 'ETIMEOUT') return 'The mail server did not answer in time';
  if (code === 'EAUTH') return 'The mail server refused the credentials of SMTP_URL';
  if (typeof response === 'number') return `The mail server refused the message (SMTP ${response})`;
  return typeof code === 'string'
    ? `The e-mail could not be sent (${code})`
    : 'The e-mail could not be sent';
}

export function smtpMailer(config: MailConfig, timeoutMs = MAIL_TIMEOUT_MS): Mailer {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async sendInvitation(mail) {
      const message = invitationMessage(mail, config.appUrl);
      try {
        await transport.sendMail({
          from: config.from,
          to: mail.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } catch (error) {
        throw new Error(reason(error));
      }
    },
  };
}
