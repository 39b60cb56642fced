import { useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Carousel from 'react-bootstrap/Carousel';
import Col from 'react-bootstrap/Col';
import Modal from 'react-bootstrap/Modal';
import Nav from 'react-bootstrap/Nav';
import Offcanvas from 'react-bootstrap/Offcanvas';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Popover from 'react-bootstrap/Popover';
import Row from 'react-bootstrap/Row';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import Tooltip from 'react-bootstrap/Tooltip';
import { Section } from './Section';

export function Cards() {
  return (
    <Section id="cards" title="Cards">
      <Row className="g-3">
        <Col md={4}>
          <Card className="h-100">
            <Card.Header>Header</Card.Header>
            <Card.Body>
              <Card.Title as="h3" className="h6">
                Card title
              </Card.Title>
              <Card.Text>Some quick example text to build on the card title.</Card.Text>
              <Button size="sm">Go somewhere</Button>
            </Card.Body>
          </Card>
        </Col>
        <Col md={4}>
          <Card bg="primary" text="white" className="h-100">
            <Card.Body>
              <Card.Title as="h3" className="h6">
                Primary card
              </Card.Title>
              <Card.Text>A card with a coloured background.</Card.Text>
            </Card.Body>
          </Card>
        </Col>
        <Col md={4}>
          <Card border="success" className="h-100">
            <Card.Body>
              <Card.Title as="h3" className="h6">
                Bordered card
              </Card.Title>
              <Card.Text>With a success border.</Card.Text>
            </Card.Body>
            <Card.Footer className="text-body-secondary">Updated 3 minutes ago</Card.Footer>
          </Card>
        </Col>
      </Row>
    </Section>
  );
}

export function NavsTabs() {
  return (
    <Section id="navs" title="Navs and tabs">
      <Tabs defaultActiveKey="home" id="ui-tabs" className="mb-3">
        <Tab eventKey="home" title="Home">
          <p className="mb-0">The home tab's content.</p>
        </Tab>
        <Tab eventKey="profile" title="Profile">
          <p className="mb-0">The profile tab's content.</p>
        </Tab>
        <Tab eventKey="disabled" title="Disabled" disabled>
          <p className="mb-0">Never shown.</p>
        </Tab>
      </Tabs>
      <Tab.Container defaultActiveKey="first" id="ui-pills">
        <Nav variant="pills" className="mb-2">
          <Nav.Item>
            <Nav.Link eventKey="first">First pill</Nav.Link>
          </Nav.Item>
          <Nav.Item>
            <Nav.Link eventKey="second">Second pill</Nav.Link>
          </Nav.Item>
        </Nav>
        <Tab.Content>
          <Tab.Pane eventKey="first">Content of the first pill.</Tab.Pane>
          <Tab.Pane eventKey="second">Content of the second pill.</Tab.Pane>
        </Tab.Content>
      </Tab.Container>
    </Section>
  );
}

export function Accordions() {
  return (
    <Section id="accordion" title="Accordion">
      <Accordion defaultActiveKey="0">
        {['First', 'Second', 'Third'].map((name, i) => (
          <Accordion.Item eventKey={String(i)} key={name}>
            <Accordion.Header as="h3">{name} item</Accordion.Header>
            <Accordion.Body>
              The {name.toLowerCase()} item's body, shown when it is open.
            </Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </Section>
  );
}

export function ModalsOffcanvas() {
  const [modal, setModal] = useState(false);
  const [offcanvas, setOffcanvas] = useState(false);
  return (
    <Section id="modal" title="Modal and offcanvas">
      <div className="d-flex flex-wrap gap-2">
        <Button onClick={() => setModal(true)}>Open modal</Button>
        <Button variant="outline-primary" onClick={() => setOffcanvas(true)}>
          Open offcanvas
        </Button>
      </div>
      <Modal show={modal} onHide={() => setModal(false)} centered aria-labelledby="ui-modal-title">
        <Modal.Header closeButton>
          <Modal.Title as="h3" id="ui-modal-title" className="h5">
            Modal heading
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>Escape or the buttons close it; the focus stays inside while open.</Modal.Body>
        <Modal.Footer>
          <Button variant="light" onClick={() => setModal(false)}>
            Close
          </Button>
          <Button onClick={() => setModal(false)}>Save changes</Button>
        </Modal.Footer>
      </Modal>
      <Offcanvas
        show={offcanvas}
        onHide={() => setOffcanvas(false)}
        aria-labelledby="ui-offcanvas-title"
      >
        <Offcanvas.Header closeButton>
          <Offcanvas.Title as="h3" id="ui-offcanvas-title" className="h5">
            Offcanvas
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>A side panel for filters, details or a menu.</Offcanvas.Body>
      </Offcanvas>
    </Section>
  );
}

export function PopoversTooltips() {
  return (
    <Section id="popovers" title="Popovers and tooltips">
      <div className="d-flex flex-wrap gap-2">
        <OverlayTrigger
          trigger="click"
          rootClose
          placement="top"
          overlay={
            <Popover id="ui-popover">
              <Popover.Header as="h3">Popover title</Popover.Header>
              <Popover.Body>And here is some amazing content.</Popover.Body>
            </Popover>
          }
        >
          <Button variant="danger">Toggle popover</Button>
        </OverlayTrigger>
        {(['top', 'end', 'bottom', 'start'] as const).map((side) => (
          <OverlayTrigger
            key={side}
            placement={side === 'end' ? 'right' : side === 'start' ? 'left' : side}
            overlay={<Tooltip id={`ui-tooltip-${side}`}>Tooltip on {side}</Tooltip>}
          >
            <Button variant="secondary">Tooltip on {side}</Button>
          </OverlayTrigger>
        ))}
      </div>
    </Section>
  );
}

const SLIDES = [
  // Dark fills: the white captions stay readable in both themes.
  { title: 'First slide', colour: '#2b3ba8' },
  { title: 'Second slide', colour: '#1d6b50' },
  { title: 'Third slide', colour: '#1b5a6e' },
];

export function Carousels() {
  return (
    <Section id="carousel" title="Carousel">
      <Carousel interval={null} prevLabel="Previous slide" nextLabel="Next slide">
        {SLIDES.map((slide) => (
          <Carousel.Item key={slide.title}>
            <svg
              viewBox="0 0 800 260"
              className="d-block w-100"
              role="img"
              aria-label={slide.title}
            >
              <rect width="800" height="260" fill={slide.colour} />
            </svg>
            <Carousel.Caption className="text-white">
              <h3 className="h5">{slide.title}</h3>
            </Carousel.Caption>
          </Carousel.Item>
        ))}
      </Carousel>
    </Section>
  );
}

export function Typography() {
  return (
    <Section id="typography" title="Typography">
      <p className="h1">h1. Heading</p>
      <p className="h3">h3. Heading</p>
      <p className="h5">h5. Heading</p>
      <p className="lead">A lead paragraph stands out from regular text.</p>
      <p>
        You can use the mark tag to <mark>highlight</mark> text, <del>delete</del>,{' '}
        <ins>insert</ins>, <small>make small</small>, <strong>bold</strong> and <em>italic</em>.
      </p>
      <blockquote className="blockquote mb-0">
        <p>A well-known quote, contained in a blockquote element.</p>
        <footer className="blockquote-footer">
          Someone famous in <cite title="Source Title">Source Title</cite>
        </footer>
      </blockquote>
    </Section>
  );
}
