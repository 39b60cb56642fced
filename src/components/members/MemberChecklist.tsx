import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/useTranslation';
import { MemberName } from './MemberName';
import { useMemberDirectory } from './memberDirectory';

/**
 * Several members picked from the directory (a project's team): a labelled group of
 * checkboxes with a filter field above it (type to narrow the list; Tab and Space pick).
 * Active members are offered; a picked disabled member or an old record's name stays listed,
 * checked and greyed, and can be taken off but not picked again.
 */
export function MemberChecklist({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: readonly string[];
  onChange: (uids: string[]) => void;
}) {
  const { t } = useTranslation();
  const directory = useMemberDirectory();
  // Shown (a form opened): the members who joined since the page read them are offered.
  const { refresh } = directory;
  useEffect(refresh, [refresh]);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const picked = new Set(value);
  const text = filter.trim().toLocaleLowerCase();
  const matches = (uid: string) => {
    const member = directory.byUid[uid];
    const words = member ? `${member.name} ${member.email}` : uid;
    return !text || words.toLocaleLowerCase().includes(text);
  };
  // The kept picks (disabled or not a member) first, then every active member.
  const kept = value.filter((uid) => !directory.byUid[uid] || directory.byUid[uid]?.disabled);
  const offered = directory.members.filter((m) => !m.disabled).map((m) => m.uid);
  const shown = [...kept, ...offered].filter(matches);
  const toggle = (uid: string, on: boolean) =>
    onChange(on ? [...value, uid] : value.filter((other) => other !== uid));
  return (
    <fieldset>
      <legend className="form-label fs-6">{legend}</legend>
      <Form.Control
        id={filterId}
        type="search"
        size="sm"
        className="mb-2"
        placeholder={t('members.filter')}
        aria-label={t('members.filter')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <div className="border rounded p-2 overflow-auto" style={{ maxHeight: 200 }}>
        {shown.length === 0 && (
          <p className="text-body-secondary small mb-0">{t('members.noMatch')}</p>
        )}
        {shown.map((uid, i) => (
          <Form.Check
            key={uid}
            id={`${filterId}-${i}`}
            type="checkbox"
            checked={picked.has(uid)}
            onChange={(e) => toggle(uid, e.target.checked)}
            label={<MemberName uid={uid} avatar />}
          />
        ))}
      </div>
    </fieldset>
  );
}
