/**
 * Invitations by e-mail (`SMTP_URL`, `MAIL_FROM`, `APP_URL`; config.ts): read and checked
 * together, a bad value stopping the server with the key's name. Without `SMTP_URL` the server
 * sends no mail and the users page shows each invitation's link to send by hand.
 */
import { blank, ConfigError } from './configValues';
import type { RawConfig } from './config';

export interface MailConfig {
  /** `smtp://` or `smtps://`, with `user:password@` when the relay wants them. */
  smtpUrl: string;
  /** The From address of the invitations. */
  from: string;
  /** The app's public address, where the links lead (ends with `/`: `https://team.example.com/shreyu/react/`). */
  appUrl: string;
}

const ADDRESS = /^[^\s@<>]+@[^\s@<>.]+(\.[^\s@<>.]+)+$/;

export function mailConfig(raw: RawConfig): MailConfig | null {
  if (blank(raw.SMTP_URL)) {
    for (const key of ['MAIL_FROM', 'APP_URL'] as const) {
      if (!blank(raw[key])) throw new ConfigError(key, 'is set, but SMTP_URL is not');
    }
    return null;
  }
  const smtpUrl = raw.SMTP_URL.trim();
  let smtp: URL | null = null;
  try {
    smtp = new URL(smtpUrl);
  } catch {
    smtp = null;
  }
  if (!smtp || !['smtp:', 'smtps:'].includes(smtp.protocol) || !smtp.hostname)
    throw new ConfigError(
      'SMTP_URL',
      'must be an smtp:// or smtps:// URL (smtp://user:password@host:587)',
    );
  const from = (raw.MAIL_FROM ?? '').trim();
  if (!ADDRESS.test(from))
    throw new ConfigError(
      'MAIL_FROM',
      'must be the e-mail address invitations are sent from (with SMTP_URL)',
    );
  const app = (raw.APP_URL ?? '').trim();
  let appUrl: URL | null = null;
  try {
    appUrl = new URL(app);
  } catch {
    appUrl = null;
  }
  if (!appUrl || !['http:', 'https:'].includes(appUrl.protocol))
    throw new ConfigError(
      'APP_URL',
      "must be the app's public http(s) address, where invitation links lead (with SMTP_URL)",
    );
  const base = appUrl.href.endsWith('/') ? appUrl.href : `${appUrl.href}/`;
  return { smtpUrl, from, appUrl: base };
}
