import { useEffect } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { selectStats, selectStatsRequest, statsRequested } from '../dashboardSlice';

const SKELETON = (
  <Row className="g-3">
    {[0, 1, 2, 3].map((i) => (
      <Col sm={6} xl={3} key={i}>
        <Card className="h-100">
          <Card.Body>
            <Placeholder as="div" animation="glow" aria-hidden="true">
              <Placeholder xs={6} /> <Placeholder xs={8} size="lg" />
            </Placeholder>
          </Card.Body>
        </Card>
      </Col>
    ))}
  </Row>
);

/** The dashboard's headline numbers, loaded from the demo API through the dashboard saga. */
export function StatsWidgets() {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const stats = useAppSelector(selectStats);
  const request = useAppSelector(selectStatsRequest);
  const formatter = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });

  useEffect(() => {
    dispatch(statsRequested());
  }, [dispatch]);

  return (
    <AsyncView
      request={request}
      onRetry={() => dispatch(statsRequested())}
      empty={stats.length === 0}
      skeleton={SKELETON}
    >
      <Row className="g-3">
        {stats.map((stat) => (
          <Col sm={6} xl={3} key={stat.id}>
            <Card className="h-100">
              <Card.Body>
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
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </AsyncView>
  );
}
