import Placeholder from 'react-bootstrap/Placeholder';

/**
 * What the chat shows while its first answers are awaited, shaped like what arrives (the
 * search field and three conversations; the thread's fixed-height pane), so that on a phone
 * the thread below the list and the message box below the thread do not jump when the
 * data comes in.
 */
export const CONVERSATIONS_SKELETON = (
  <Placeholder as="div" animation="glow" aria-hidden="true">
    <div className="form-control mb-3">
      <Placeholder xs={5} />
    </div>
    <ul className="list-group list-group-flush chat-list">
      {[8, 6, 9].map((width) => (
        <li key={width} className="list-group-item px-0">
          <div className="btn w-100 text-start d-flex gap-2 align-items-start p-1 border-0">
            <Placeholder className="chat-avatar rounded-circle" />
            <span className="flex-grow-1 min-w-0">
              <span className="d-block fw-semibold">
                <Placeholder xs={width} />
              </span>
              <small className="d-block">
                <Placeholder xs={11} />
              </small>
            </span>
          </div>
        </li>
      ))}
    </ul>
  </Placeholder>
);

export const THREAD_SKELETON = (
  <Placeholder as="div" animation="glow" aria-hidden="true" className="chat-thread pe-2">
    {[5, 7, 4].map((width) => (
      <p key={width} className="mb-3">
        <Placeholder xs={width} className="rounded" style={{ height: 36 }} />
      </p>
    ))}
  </Placeholder>
);
