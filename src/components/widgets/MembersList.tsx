import type { ReactNode } from 'react';
import { Avatar } from './Avatar';

export interface Member {
  id: string;
  name: string;
  role: string;
  /** Shown at the end of the row (a number, a badge). */
  aside?: ReactNode;
}

/** Team members / top performers: avatar, name, role. */
export function MembersList({ members }: { members: Member[] }) {
  return (
    <ul className="list-unstyled mb-0">
      {members.map((member) => (
        <li key={member.id} className="d-flex align-items-center gap-3 py-2">
          <Avatar name={member.name} />
          <div className="flex-grow-1 min-w-0">
            <p className="fw-semibold mb-0 text-truncate">
              <bdi>{member.name}</bdi>
            </p>
            <p className="text-body-secondary small mb-0 text-truncate">{member.role}</p>
          </div>
          {member.aside}
        </li>
      ))}
    </ul>
  );
}
