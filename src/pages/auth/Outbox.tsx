import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { env } from '@/config/env';
import { pagePath } from '@/config/pages';
import { AuthCard, emailLinkMessages } from '@/features/auth/ui';
// The demo backend's outbox: loaded only when __DEMO_BACKEND__ (a build-time constant, so a
// build with a Firebase config has none of it; scripts/check-firebase-build.mjs checks).
// eslint-disable-next-line no-restricted-imports
import type { OutboxMail } from '@/mocks/db';

/** A demo mail's link as a path of this app (below the router's basename). */
function appPath(link: string): string {
  try {
    const url = new URL(link, window.location.origin);
    const base = env.basename === '/' ? '' : env.basename;
    const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname;
    return `${path || pagePath('auth-confirm')}${url.search}`;
  } catch {
    return pagePath('auth-confirm');
  }
}

export const messages = emailLinkMessages;

/**
 * The offline demo's outbox: the e-mails its identity backend "sent" (verifications, password
 * resets), newest first, each with the link to follow. The demo backend's code loads only here.
 */
export default function OutboxPage() {
  const { t } = useTranslation();
  const [mails, setMails] = useState<OutboxMail[] | null>(null);
  useEffect(() => {
    let live = true;
    // Inside `if (__DEMO_BACKEND__ ...)`: webpack drops the import itself from other builds.
    if (__DEMO_BACKEND__ && env.backend === 'demo')
      void import(/* webpackChunkName: "demo-outbox" */ '@/mocks/db')
        .then(({ snapshotDb }) => snapshotDb())
        .then((state) => {
          if (live) setMails([...state.outbox].reverse());
        });
    return () => {
      live = false;
    };
  }, []);

  let body;
  if (!__DEMO_BACKEND__ || env.backend !== 'demo')
    body = <p className="text-body-secondary">{t('authLinks.outbox.only')}</p>;
  else if (mails && mails.length === 0)
    body = <p className="text-body-secondary">{t('authLinks.outbox.empty')}</p>;
  else
    body = (
      <ul className="list-unstyled mb-0">
        {(mails ?? []).map((mail, index) => (
          <li key={mail.oobCode ?? index} className="border rounded p-2 mb-2">
            <div className="fw-semibold">{t(`authLinks.outbox.${mail.requestType}`)}</div>
            <div className="small text-body-secondary">
              {t('authLinks.outbox.to', { email: mail.email })} ·{' '}
              {new Date(mail.at).toLocaleString()}
            </div>
            {mail.link ? (
              mail.used ? (
                <span className="badge text-bg-secondary">{t('authLinks.outbox.used')}</span>
              ) : (
                <Link to={appPath(mail.link)}>{t('authLinks.outbox.open')}</Link>
              )
            ) : null}
          </li>
        ))}
      </ul>
    );
  return (
    <AuthCard heading={t('authLinks.outbox.heading')} subtitle={t('authLinks.outbox.text')}>
      {body}
    </AuthCard>
  );
}
