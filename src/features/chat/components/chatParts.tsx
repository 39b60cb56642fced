// Small parts shared by the chat list and thread: the avatar with its presence dot, the day key of a message.
import { useTranslation } from '@/i18n/useTranslation';
import { initials } from '@/components/initials';
import { type Presence } from '@/contract/chat';

export const PRESENCE_BG: Record<Presence, string> = {
  online: 'bg-success',
  away: 'bg-warning',
  busy: 'bg-danger',
  offline: 'bg-secondary',
};

export function Avatar({ name, presence }: { name: string; presence?: Presence }) {
  const { t } = useTranslation();
  return (
    <span className="position-relative d-inline-block">
      <span
        className="chat-avatar rounded-circle bg-primary-subtle text-primary-emphasis d-inline-flex align-items-center justify-content-center fw-semibold small"
        aria-hidden="true"
      >
        {initials(name)}
      </span>
      {presence && (
        <span className={`chat-presence position-absolute rounded-circle ${PRESENCE_BG[presence]}`}>
          <span className="visually-hidden">{t(`chat.presence.${presence}`)}</span>
        </span>
      )}
    </span>
  );
}

export const dayKey = (iso: string) => new Date(iso).toDateString();
