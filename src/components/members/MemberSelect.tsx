import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/useTranslation';
import { memberLabel, useMemberDirectory } from './memberDirectory';

/**
 * One member picked from the directory (a task's assignee): a native select, so the keyboard
 * and screen readers work as everywhere (label it with a `Form.Group controlId` or `id`).
 * Active members are offered; the current value stays shown when it is a disabled member
 * (greyed, not offered again) or an old record's name (as it is). `''` is nobody. Focused,
 * it reads the directory again (quietly): a member who joined since is offered.
 */
export function MemberSelect({
  id,
  value,
  emptyLabel,
  onChange,
  disabled,
}: {
  id?: string;
  value: string | null;
  /** The "nobody" option's text ("Unassigned"). */
  emptyLabel: string;
  onChange: (uid: string | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const directory = useMemberDirectory();
  const active = directory.members.filter((m) => !m.disabled);
  const current = value ? memberLabel(directory, value, t) : null;
  const kept = current && (current.disabled || !current.member);
  const optionText = (uid: string) => {
    const label = memberLabel(directory, uid, t);
    return label.text === label.full ? label.full : `${label.text} (${label.full})`;
  };
  return (
    <Form.Select
      id={id}
      value={value ?? ''}
      disabled={disabled}
      onFocus={directory.refresh}
      onChange={(e) => onChange(e.target.value || null)}
    >
      <option value="">{emptyLabel}</option>
      {kept && value && (
        <option value={value} disabled className="text-body-secondary">
          {current.disabled ? t('members.disabledName', { name: current.full }) : current.full}
        </option>
      )}
      {active.map((member) => (
        <option key={member.uid} value={member.uid}>
          {optionText(member.uid)}
        </option>
      ))}
    </Form.Select>
  );
}
