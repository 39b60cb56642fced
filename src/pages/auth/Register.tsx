import { useTranslation } from '@/i18n/useTranslation';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { env } from '@/config/env';
import { DEMO_TEAM_DOMAIN } from '@/config/demoDomain';
import { HOME_PATH, pagePath } from '@/config/pages';
import { INVITE_PARAM } from '@/contract/members.plain';
import { selectIsAuthenticated, selectVerification } from '@/features/auth';
import { AuthCard, RegisterForm, useAuthFormOpened, useAuthRequest } from '@/features/auth/ui';

// The demo's note, with this page's chunk rather than the sign-in pages' shared texts.
export const messages = {
  en: {
    auth: {
      register: {
        demoVerified:
          "Demo: an address @{{domain}} is the demo team's and registers already verified; any other address gets its verification e-mail in the demo outbox.",
        invited:
          'You were invited as {{email}}: register with this address and verify it to come in.',
      },
    },
  },
  it: {
    auth: {
      register: {
        demoVerified:
          "Demo: un indirizzo @{{domain}} è del team della demo e si registra già verificato; ogni altro indirizzo riceve l'e-mail di verifica nella posta in uscita della demo.",
        invited:
          'Sei stato invitato come {{email}}: registrati con questo indirizzo e verificalo per entrare.',
      },
    },
  },
};

export default function RegisterPage() {
  const { t } = useTranslation();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const registering = useAuthRequest('register').loading;
  const verification = useAppSelector(selectVerification);
  const [search] = useSearchParams();
  // An invitation's link (auth/register?invite=…&email=…): its address filled in.
  const invited = search.has(INVITE_PARAM) ? (search.get('email') ?? '').trim() : '';
  useAuthFormOpened();

  // Signed in (just registered, or already): the dashboard. Mid-registration the session
  // exists a moment before the profile is written, so wait for the saga to finish.
  // An address still to confirm: the confirm page, which says where its e-mail went.
  if (isAuthenticated && !registering)
    return <Navigate to={verification ? pagePath('auth-confirm') : HOME_PATH} replace />;

  return (
    <AuthCard
      heading={t('auth.register.heading')}
      subtitle={t('auth.register.subtitle')}
      footerLink={{
        text: t('auth.register.haveAccount'),
        to: pagePath('auth-login'),
        label: t('auth.register.login'),
      }}
    >
      {invited ? (
        <p className="alert alert-info small" role="status">
          {t('auth.register.invited', { email: invited })}
        </p>
      ) : null}
      {env.backend === 'demo' ? (
        <p className="small text-body-secondary">
          {t('auth.register.demoVerified', { domain: DEMO_TEAM_DOMAIN })}
        </p>
      ) : null}
      <RegisterForm email={invited} />
    </AuthCard>
  );
}
