import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/useTranslation';
// The one component that shows the demo backend's accounts: LoginForm loads it only when
// __DEMO_BACKEND__, and scripts/check-firebase-build.mjs proves no Firebase build has it.
// eslint-disable-next-line no-restricted-imports
import { DEMO_ACCOUNTS, type DemoAccount } from '@/mocks/db/seed';

/** Demo mode only: says where the data lives and offers the seeded accounts. */
export function DemoAccounts({ onUse }: { onUse: (account: DemoAccount) => void }) {
  const { t } = useTranslation();
  return (
    // A static note, not an alert: screen readers should not announce it as an error.
    <section
      className="alert alert-info demo-accounts small mb-4"
      aria-labelledby="demo-accounts-title"
    >
      <p className="fw-semibold mb-1" id="demo-accounts-title">
        {t('auth.demo.title')}
      </p>
      <p className="mb-2">{t('auth.demo.text')}</p>
      <ul className="list-unstyled mb-0">
        {DEMO_ACCOUNTS.map((account) => {
          const role = t(account.role === 'Admin' ? 'auth.demo.admin' : 'auth.demo.user');
          return (
            <li
              key={account.uid}
              className="d-flex align-items-center justify-content-between gap-2 py-1"
            >
              <span>
                <strong>{role}</strong>: <code>{account.email}</code> /{' '}
                <code>{account.password}</code>
              </span>
              <Button
                size="sm"
                variant="outline-primary"
                onClick={() => onUse(account)}
                aria-label={t('auth.demo.use', { role })}
              >
                {t('auth.demo.useShort')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
