import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from '@/i18n/useTranslation';
import { describeError } from '@/lib/describeError';
import { isPending, type RequestState } from '@/lib/requestState';

export interface AsyncViewProps {
  request: RequestState;
  /** Asks for the data again (dispatches the feature's "requested" event). */
  onRetry: () => void;
  /** True when the answer holds nothing to show. */
  empty?: boolean;
  /** What "nothing" means here ("No tasks yet"); a default otherwise. */
  emptyText?: ReactNode;
  /** Shown while the first answer is awaited; a few placeholder lines otherwise. */
  skeleton?: ReactNode;
  /** Shown for a 404 answer; the generic "could not be found" otherwise. */
  notFound?: ReactNode;
  children: ReactNode;
}

/**
 * The four faces of data from the demo API, the same on every page: a skeleton while the
 * first answer is awaited, the error (in the user's language) with "Try again", an empty
 * state, and the data. A refetch keeps showing the data it has (no flash).
 */
export function AsyncView({
  request,
  onRetry,
  empty = false,
  emptyText,
  skeleton,
  notFound,
  children,
}: AsyncViewProps) {
  const { t } = useTranslation();
  if (request.status === 'failed' && request.error && !request.error.silent) {
    return (
      <Alert
        variant={request.error.lasting ? 'secondary' : 'danger'}
        className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-0"
      >
        <span>{describeError(request.error, t)}</span>
        {/* What no retry can cure (nothing is configured to answer) offers none. */}
        {!request.error.lasting && (
          <Button size="sm" variant="outline-danger" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Alert>
    );
  }
  if (request.status === 'not-found') {
    return <>{notFound ?? <Alert variant="light">{t('errors.http.notFound')}</Alert>}</>;
  }
  if (isPending(request) && (empty || request.status === 'idle')) {
    return (
      <div aria-busy="true">
        {skeleton ?? (
          <Placeholder as="div" animation="glow" aria-hidden="true">
            <Placeholder xs={7} /> <Placeholder xs={4} /> <Placeholder xs={6} />
          </Placeholder>
        )}
        <span className="visually-hidden" role="status">
          {t('common.loading')}
        </span>
      </div>
    );
  }
  if (empty) {
    return <p className="text-body-secondary mb-0">{emptyText ?? t('common.empty')}</p>;
  }
  return <>{children}</>;
}
