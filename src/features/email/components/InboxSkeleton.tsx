import Placeholder from 'react-bootstrap/Placeholder';
import { PAGE_SIZE } from '@/contract/email';

const WIDTHS = [7, 9, 6, 8, 5];

/**
 * A page of messages while the first one is awaited, one row per message like the list's
 * (check box, star, sender, subject, date): the range and the page buttons under the list
 * then do not jump off a phone's screen when the messages arrive.
 */
export const INBOX_SKELETON = (
  <Placeholder as="ul" animation="glow" aria-hidden="true" className="list-group list-group-flush">
    {Array.from({ length: PAGE_SIZE }, (_, index) => (
      <li key={index} className="list-group-item d-flex gap-2 align-items-center px-1">
        <span className="form-check">
          <input className="form-check-input" type="checkbox" disabled tabIndex={-1} />
        </span>
        <span className="text-body-tertiary">☆</span>
        <span className="d-flex flex-grow-1 gap-2" style={{ minWidth: 0 }}>
          <Placeholder className="flex-shrink-0" style={{ width: '9rem' }} />
          <Placeholder xs={WIDTHS[index % WIDTHS.length]} />
        </span>
      </li>
    ))}
  </Placeholder>
);
