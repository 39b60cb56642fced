import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  selectStats,
  selectStatsError,
  selectStatsStatus,
  statsRequested,
} from '../dashboardSlice';

const formatter = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** The dashboard's headline numbers, loaded from the demo API through the dashboard saga. */
export function StatsWidgets() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const stats = useAppSelector(selectStats);
  const status = useAppSelector(selectStatsStatus);
  const error = useAppSelector(selectStatsError);

  useEffect(() => {
    dispatch(statsRequested());
  }, [dispatch]);

  if (status === 'failed' && error && !error.silent) {
    return (
      <Alert variant="danger" className="d-flex align-items-center justify-content-between gap-2">
        <span>{error.message ?? t(error.messageKey)}</span>
        <Button size="sm" variant="outline-danger" onClick={() => dispatch(statsRequested())}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (status === 'not-found') {
    return <Alert variant="light">{t('errors.http.notFound')}</Alert>;
  }
  const loading = status === 'loading' || status === 'idle';
  return (
    <Row className="g-3" aria-busy={loading}>
      {(loading ? [0, 1, 2, 3] : stats).map((stat) => (
        <Col sm={6} xl={3} key={typeof stat === 'number' ? stat : stat.id}>
          <Card className="h-100">
            <Card.Body>
              {typeof stat === 'number' ? (
                <Placeholder as="div" animation="glow" aria-hidden="true">
                  <Placeholder xs={6} /> <Placeholder xs={8} size="lg" />
                </Placeholder>
              ) : (
                <>
                  <p className="text-uppercase text-body-secondary fs-13 fw-semibold mb-1">
                    {stat.label}
                  </p>
                  <p className="h3 mb-1">
                    {stat.prefix}
                    {formatter.format(stat.value)}
                  </p>
                  {/* The -emphasis shades: Shreyu's light green and pink fail 4.5:1 as small text. */}
                  <p
                    className={`mb-0 small ${stat.change >= 0 ? 'text-success-emphasis' : 'text-danger-emphasis'}`}
                  >
                    {stat.change >= 0 ? '▲' : '▼'} {Math.abs(stat.change)}%
                  </p>
                </>
              )}
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
