import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import {
  ConversationWidget,
  OrdersWidget,
  OverviewWidget,
  PerformersWidget,
  RevenueWidget,
  SalesWidget,
  TargetsWidget,
  TasksWidget,
} from './EcommerceWidgets';
import { StatsWidgets } from './StatsWidgets';

/** The ecommerce dashboard's widgets (leaving the page cancels what is still loading: the route's `pageLeft`). */
export function EcommerceDashboard() {
  return (
    <>
      <StatsWidgets />
      <Row className="g-3 mt-0">
        <Col xl={3} lg={6}>
          <OverviewWidget />
        </Col>
        <Col xl={5} lg={6}>
          <RevenueWidget />
        </Col>
        <Col xl={4}>
          <TargetsWidget />
        </Col>
        <Col xl={5}>
          <SalesWidget />
        </Col>
        <Col xl={7}>
          <OrdersWidget />
        </Col>
        <Col xl={4} lg={6}>
          <PerformersWidget />
        </Col>
        <Col xl={4} lg={6}>
          <TasksWidget />
        </Col>
        <Col xl={4}>
          <ConversationWidget />
        </Col>
      </Row>
    </>
  );
}
