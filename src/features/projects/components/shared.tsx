import Badge from 'react-bootstrap/Badge';
import { useTranslation } from '@/i18n/useTranslation';
import { MemberAvatar } from '@/components/members/MemberAvatar';
import type { ProjectState } from '@/contract/projects';

const STATE_VARIANT: Record<ProjectState, string> = {
  planned: 'info',
  ongoing: 'warning',
  completed: 'success',
  delayed: 'danger',
};

export function StateBadge({ state }: { state: ProjectState }) {
  const { t } = useTranslation();
  return (
    // The -subtle / -emphasis pairs keep 4.5:1 in light and dark themes.
    <Badge
      bg={`${STATE_VARIANT[state]}-subtle`}
      text={`${STATE_VARIANT[state]}-emphasis` as 'dark'}
    >
      {t(`projects.state.${state}`)}
    </Badge>
  );
}

/** Member avatars (initials), the first `max` and "+N"; the names are read out (uids as names). */
export function TeamAvatars({ team, max = 4 }: { team: string[]; max?: number }) {
  const { t } = useTranslation();
  const shown = team.slice(0, max);
  return (
    <ul
      className="list-unstyled d-flex mb-0"
      aria-label={t('projects.team', { count: team.length })}
    >
      {shown.map((uid) => (
        <li key={uid} className="me-n1 rounded-circle border border-2 border-body d-inline-flex">
          <MemberAvatar uid={uid} emptyLabel="" size={32} />
        </li>
      ))}
      {team.length > max && (
        <li>
          <span
            className="d-inline-flex align-items-center justify-content-center rounded-circle bg-body-secondary border border-2 border-body"
            style={{ width: 32, height: 32, fontSize: 12 }}
          >
            +{team.length - max}
          </span>
        </li>
      )}
    </ul>
  );
}

export function useFormatters() {
  const { i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  return {
    day: (value: string) => (value ? date.format(new Date(`${value}T00:00:00Z`)) : ''),
    when: (value: string) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(value),
      ),
    money: (value: number) => money.format(value),
  };
}
