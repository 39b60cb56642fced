// Small parts shared by the chat list and thread: the avatar, a conversation's title, the day key of a message.
import Form from 'react-bootstrap/Form';
import { initials } from '@/components/initials';
import type { Conversation } from '@/contract/chat';

export function Avatar({ name }: { name: string }) {
  return (
    <span
      className="chat-avatar rounded-circle bg-primary-subtle text-primary-emphasis d-inline-flex align-items-center justify-content-center fw-semibold small"
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}

/** A search box whose placeholder is its label (the list and the member picker filter as typed). */
export function SearchBox({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className: string;
}) {
  return (
    <Form.Control
      type="search"
      className={className}
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A group's name, or a one-to-one's other member's name. */
export function conversationTitle(conversation: Conversation, me: string | null): string {
  if (conversation.kind === 'group') return conversation.name;
  const other = conversation.members.find((member) => member.uid !== me);
  return other?.name ?? conversation.members[0]?.name ?? '';
}

/** Each member's name by uid. */
export const namesOf = (conversation: Conversation): Record<string, string> =>
  Object.fromEntries(conversation.members.map((member) => [member.uid, member.name]));

export const dayKey = (iso: string) => new Date(iso).toDateString();
