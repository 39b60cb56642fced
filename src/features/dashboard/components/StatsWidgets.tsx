import { useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import { useDeferredSelector, useRead } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { Sparkline, type ChartColor } from '@/components/charts';
import { StatCard } from '@/components/widgets';
import { selectStats, selectStatsRequest } from '../dashboardSlice';
import { readStats } from '../requests';

/**
 * Shaped like the loaded cards (StatCard's sparkline variant: the heading across the card,
 * then value and trend with a 48 px chart beside them), so the rows below do not move when the numbers arrive.
 */
const SKELETON = (
  <Row className="g-3">
    {[0, 1, 2, 3].map((i) => (
      <Col sm={6} xl={3} key={i}>
        <Card className="h-100 mb-0">
          <Card.Body>
            <Placeholder as="div" animation="glow" aria-hidden="true">
              <p className="h6 fs-6 mb-1">
                <Placeholder xs={6} />
              </p>
              <div className="d-flex align-items-center gap-3">
                <div className="flex-grow-1 min-w-0">
                  <p className="h3 mb-1">
                    <Placeholder xs={8} />
                  </p>
                  <p className="small mb-0">
                    <Placeholder xs={4} />
                  </p>
                </div>
                <div className="flex-shrink-0" style={{ width: '45%', height: 48 }} />
              </div>
            </Placeholder>
          </Card.Body>
        </Card>
      </Col>
    ))}
  </Row>
);

const COLORS: ChartColor[] = ['primary', 'success', 'info', 'warning'];

/** The dashboard's headline numbers (with their sparklines), loaded through the dashboard saga. */
export function StatsWidgets() {
  const { t, i18n } = useTranslation();
  // The four cards and their sparklines are drawn in slices (useDeferredSelector).
  const stats = useDeferredSelector(selectStats);
  const request = useDeferredSelector(selectStatsRequest);
  const language = i18n.language;

  const retry = useRead(readStats);

  return useMemo(() => {
    const formatter = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    return (
      <AsyncView request={request} onRetry={retry} empty={stats.length === 0} skeleton={SKELETON}>
        <Row className="g-3">
          {stats.map((stat, index) => (
            <Col sm={6} xl={3} key={stat.id}>
              <StatCard
                variant={stat.series ? 'sparkline' : 'icon'}
                title={stat.label}
                value={`${stat.prefix}${formatter.format(stat.value)}`}
                change={{ value: stat.change, text: `${percent.format(Math.abs(stat.change))}%` }}
                chart={
                  stat.series && (
                    <Sparkline
                      label={t('dashboard.stats.sparkline', { label: stat.label })}
                      data={stat.series}
                      color={COLORS[index % COLORS.length]}
                    />
                  )
                }
              />
            </Col>
          ))}
        </Row>
      </AsyncView>
    );
  }, [stats, request, language, t, retry]);
}
