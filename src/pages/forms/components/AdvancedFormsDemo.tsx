import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import './advancedForms.scss';
import { MasksSection } from './MasksSection';
import { OthersSection } from './OthersSection';
import { PickersSection } from './PickersSection';
import { SelectsSection } from './SelectsSection';

/** Selects and typeaheads, input masks, date pickers and other inputs; demo only. */
export function AdvancedFormsDemo() {
  return (
    <Row>
      <Col xl={6}>
        <SelectsSection />
        <MasksSection />
      </Col>
      <Col xl={6}>
        <PickersSection />
        <OthersSection />
      </Col>
    </Row>
  );
}
