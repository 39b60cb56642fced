/**
 * How an invitation reaches the invited address by e-mail (issue 49): a port, as sending
 * needs a transport. The server's is nodemailer over `SMTP_URL` (server/src/mailer.ts); the
 * msw demo's puts it in the demo outbox; without one, the invitation is `mail: 'off'` and the
 * Admin sends its link themselves.
 */
import type { Role } from '@/contract/roles';

export interface InvitationMail {
  /** The invited address (lower case). */
  to: string;
  /** Relative to the app's base (`auth/register?invite=…&email=…`): the mailer makes it absolute. */
  link: string;
  role: Role;
  /** Who invites: their display name ('' when none) and address. */
  invitedBy: { name: string; email: string };
  /** ISO 8601: the link works until then. */
  expiresAt: string;
}

export interface Mailer {
  /** Sends it, or throws an `Error` whose message says why not (shown to the Admin). */
  sendInvitation(mail: InvitationMail): Promise<void>;
}
