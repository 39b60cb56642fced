import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Dropdown from 'react-bootstrap/Dropdown';
import DropdownButton from 'react-bootstrap/DropdownButton';
import ListGroup from 'react-bootstrap/ListGroup';
import Pagination from 'react-bootstrap/Pagination';
import { Section } from './Section';

const VARIANTS = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'light',
  'dark',
] as const;

export function Buttons() {
  const [clicks, setClicks] = useState(0);
  return (
    <Section id="buttons" title="Buttons">
      <div className="d-flex flex-wrap gap-2 mb-2">
        {VARIANTS.map((v) => (
          <Button
            key={v}
            variant={v}
            className="text-capitalize"
            onClick={() => setClicks((n) => n + 1)}
          >
            {v}
          </Button>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-2 mb-2">
        {VARIANTS.slice(0, 6).map((v) => (
          <Button key={v} variant={`outline-${v}`} className="text-capitalize">
            {v}
          </Button>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Button size="lg">Large</Button>
        <Button size="sm">Small</Button>
        <Button disabled>Disabled</Button>
        <ButtonGroup aria-label="Alignment">
          <Button variant="outline-secondary">Left</Button>
          <Button variant="outline-secondary">Middle</Button>
          <Button variant="outline-secondary">Right</Button>
        </ButtonGroup>
        <span role="status" className="small text-body-secondary">
          Clicked {clicks} times
        </span>
      </div>
    </Section>
  );
}

export function Badges() {
  return (
    <Section id="badges" title="Badges">
      <div className="d-flex flex-wrap gap-2 mb-2">
        {/* Solid danger has no text colour that reads 4.5:1 on Shreyu's pink: shown subtle below. */}
        {VARIANTS.filter((v) => v !== 'danger').map((v) => (
          <Badge
            key={v}
            bg={v}
            text={['primary', 'secondary', 'dark'].includes(v) ? undefined : 'dark'}
          >
            {v}
          </Badge>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-2">
        {VARIANTS.slice(0, 6).map((v) => (
          <Badge key={v} pill bg={`${v}-subtle`} text={`${v}-emphasis`} className="border">
            {v}
          </Badge>
        ))}
        <Button variant="primary" size="sm">
          Inbox{' '}
          <Badge bg="light" text="dark">
            4
          </Badge>
        </Button>
      </div>
    </Section>
  );
}

export function Dropdowns() {
  const [picked, setPicked] = useState('nothing yet');
  return (
    <Section id="dropdowns" title="Dropdowns">
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <DropdownButton id="ui-dropdown" title="Actions" onSelect={(key) => setPicked(key ?? '')}>
          <Dropdown.Item eventKey="Edit">Edit</Dropdown.Item>
          <Dropdown.Item eventKey="Duplicate">Duplicate</Dropdown.Item>
          <Dropdown.Divider />
          <Dropdown.Item eventKey="Delete">Delete</Dropdown.Item>
        </DropdownButton>
        <Dropdown as={ButtonGroup}>
          <Button variant="success">Split button</Button>
          <Dropdown.Toggle split variant="success" id="ui-split" aria-label="More options" />
          <Dropdown.Menu>
            <Dropdown.Item onClick={() => setPicked('Export')}>Export</Dropdown.Item>
            <Dropdown.Item onClick={() => setPicked('Print')}>Print</Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
        <span role="status" className="small text-body-secondary">
          Picked: {picked}
        </span>
      </div>
    </Section>
  );
}

export function Paging() {
  const [page, setPage] = useState(2);
  return (
    <Section id="pagination" title="Pagination">
      <nav aria-label="Demo pages">
        <Pagination className="mb-0">
          <Pagination.Prev disabled={page === 1} onClick={() => setPage((p) => p - 1)} />
          {[1, 2, 3, 4, 5].map((n) => (
            <Pagination.Item key={n} active={n === page} onClick={() => setPage(n)}>
              {n}
            </Pagination.Item>
          ))}
          <Pagination.Next disabled={page === 5} onClick={() => setPage((p) => p + 1)} />
        </Pagination>
      </nav>
    </Section>
  );
}

export function ListGroups() {
  const [active, setActive] = useState(0);
  const items = ['Dashboard', 'Messages', 'Projects', 'Settings'];
  return (
    <Section id="list-group" title="List group">
      <ListGroup>
        {items.map((item, i) => (
          <ListGroup.Item
            key={item}
            action
            active={i === active}
            onClick={() => setActive(i)}
            className="d-flex justify-content-between"
          >
            {item}
            {i === 1 && (
              <Badge bg="danger" pill>
                3
              </Badge>
            )}
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Section>
  );
}
