import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { PageTitle } from '@/components/PageTitle';
import { Badges, Buttons, Dropdowns, ListGroups, Paging } from './ui/Controls';
import { Alerts, Progress, Spinners, Toasts } from './ui/Feedback';
import {
  Accordions,
  Cards,
  Carousels,
  ModalsOffcanvas,
  NavsTabs,
  PopoversTooltips,
  Typography,
} from './ui/Overlays';

/** Every react-bootstrap component the template shows, each working (demo content in English). */
export default function UIElementsPage() {
  return (
    <>
      <PageTitle />
      <Row className="g-3">
        <Col xl={6}>
          <Alerts />
          <Toasts />
          <Buttons />
          <Badges />
          <Dropdowns />
          <Progress />
          <Spinners />
          <Paging />
        </Col>
        <Col xl={6}>
          <NavsTabs />
          <Accordions />
          <ModalsOffcanvas />
          <PopoversTooltips />
          <ListGroups />
          <Carousels />
          <Typography />
        </Col>
      </Row>
      <Cards />
    </>
  );
}
