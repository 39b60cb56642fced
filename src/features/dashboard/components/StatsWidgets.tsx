import { useDeferredValue, useEffect, useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { Sparkline, type ChartColor } from '@/components/charts';
import { StatCard } from '@/components/widgets';
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

const COLORS: ChartColor[] = ['primary', 'success', 'info', 'warning'];

/** The dashboard's headline numbers (with their sparklines), loaded through the dashboard saga. */
export function StatsWidgets() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  // Drawn from deferred copies, in slices (see WidgetCard): the store's update alone would
  // draw the four cards and their sparklines in one long task.
  const stats = useDeferredValue(useAppSelector(selectStats));
  const request = useDeferredValue(useAppSelector(selectStatsRequest));
  const language = i18n.language;

  useEffect(() => {
    dispatch(statsRequested());
  }, [dispatch]);

  return useMemo(() => {
    const formatter = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    return (
      <AsyncView
        request={request}
        onRetry={() => dispatch(statsRequested())}
        empty={stats.length === 0}
        skeleton={SKELETON}
      >
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
  }, [stats, request, language, t, dispatch]);
}
