import { useEffect } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useAppDispatch } from '@/app/hooks';
import { analyticsPageLeft, analyticsPageOpened } from '../analyticsSlice';
import { BrowsersCard, NewUsersCard, OverviewCards, SocialTrafficCard } from './AnalyticsWidgets';
import { LiveViewsCard } from './LiveViewsCard';
import { LocationsCard } from './LocationsCard';
import { TrafficTablesCards } from './TrafficTablesCards';

/**
 * The analytics dashboard: opening it loads every widget and starts the views-per-minute
 * poll; leaving it cancels the loads in flight and stops the poll.
 */
export function AnalyticsDashboard() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(analyticsPageOpened());
    return () => void dispatch(analyticsPageLeft());
  }, [dispatch]);
  return (
    <div className="d-flex flex-column gap-3">
      <OverviewCards />
      <Row className="g-3">
        <Col xl={4}>
          <NewUsersCard />
        </Col>
        <Col xl={8}>
          <SocialTrafficCard />
        </Col>
      </Row>
      <TrafficTablesCards />
      <Row className="g-3">
        <Col xl={5}>
          <LiveViewsCard />
        </Col>
        <Col xl={7}>
          <LocationsCard />
        </Col>
      </Row>
      <Row className="g-3">
        <Col xl={5}>
          <BrowsersCard />
        </Col>
      </Row>
    </div>
  );
}
