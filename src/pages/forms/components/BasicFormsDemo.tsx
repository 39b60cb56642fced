import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import FloatingLabel from 'react-bootstrap/FloatingLabel';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import './basicForms.scss';
import { TitledCard } from '@/components/TitledCard';

const INPUT_TYPES = [
  'text',
  'email',
  'password',
  'color',
  'file',
  'date',
  'month',
  'time',
  'week',
  'number',
  'url',
  'search',
  'tel',
] as const;

/** A control with its label beside it (a quarter of the row); `last`: no margin below. */
function HorizontalGroup({
  id,
  label,
  last = false,
  children,
}: {
  id: string;
  label: string;
  last?: boolean;
  children: ReactNode;
}) {
  return (
    <Form.Group as={Row} className={last ? undefined : 'mb-3'} controlId={id}>
      <Form.Label column sm={3}>
        {label}
      </Form.Label>
      <Col sm={9}>{children}</Col>
    </Form.Group>
  );
}

/** Every Bootstrap form control, each labelled; demo only (nothing is sent). */
export function BasicFormsDemo() {
  const { t } = useTranslation();
  const label = (key: string) => t(`formsPages.basic.${key}`);
  const stop = (event: { preventDefault(): void }) => event.preventDefault();
  return (
    <Row>
      <Col xl={6}>
        <TitledCard title={label('inputs')}>
          <Form onSubmit={stop}>
            {INPUT_TYPES.map((type) => (
              <HorizontalGroup id={`basic-${type}`} label={label(`type.${type}`)} key={type}>
                <Form.Control
                  type={type}
                  defaultValue={type === 'color' ? '#4a81d4' : undefined}
                  placeholder={type === 'text' ? label('placeholder') : undefined}
                  className={type === 'color' ? 'form-control-color' : undefined}
                />
              </HorizontalGroup>
            ))}
            <HorizontalGroup id="basic-textarea" label={label('textarea')}>
              <Form.Control as="textarea" rows={3} />
            </HorizontalGroup>
            <HorizontalGroup id="basic-readonly" label={label('readonly')}>
              <Form.Control readOnly defaultValue={label('readonlyValue')} />
            </HorizontalGroup>
            <HorizontalGroup id="basic-disabled" label={label('disabled')}>
              <Form.Control disabled defaultValue={label('disabledValue')} />
            </HorizontalGroup>
            <HorizontalGroup id="basic-range" label={label('range')} last>
              <Form.Range />
            </HorizontalGroup>
          </Form>
        </TitledCard>
        <TitledCard title={label('floating')}>
          <FloatingLabel controlId="float-email" label={label('email')} className="mb-3">
            <Form.Control type="email" placeholder="name@example.com" />
          </FloatingLabel>
          <FloatingLabel controlId="float-password" label={label('password')} className="mb-3">
            <Form.Control type="password" placeholder={label('password')} />
          </FloatingLabel>
          <FloatingLabel controlId="float-select" label={label('selectLabel')}>
            <Form.Select>
              <option value="1">{label('optionOne')}</option>
              <option value="2">{label('optionTwo')}</option>
            </Form.Select>
          </FloatingLabel>
        </TitledCard>
      </Col>
      <Col xl={6}>
        <TitledCard title={label('selects')}>
          {(['sm', undefined, 'lg'] as const).map((size) => (
            <Form.Group className="mb-3" controlId={`select-${size ?? 'md'}`} key={size ?? 'md'}>
              <Form.Label>{label(`select.${size ?? 'md'}`)}</Form.Label>
              <Form.Select size={size}>
                <option value="1">{label('optionOne')}</option>
                <option value="2">{label('optionTwo')}</option>
                <option value="3">{label('optionThree')}</option>
              </Form.Select>
            </Form.Group>
          ))}
          <Form.Group controlId="select-multiple">
            <Form.Label>{label('select.multiple')}</Form.Label>
            <Form.Select multiple>
              <option value="1">{label('optionOne')}</option>
              <option value="2">{label('optionTwo')}</option>
              <option value="3">{label('optionThree')}</option>
            </Form.Select>
          </Form.Group>
        </TitledCard>
        <TitledCard title={label('checks')}>
          <fieldset className="mb-3">
            <legend className="fs-6 fw-semibold">{label('checkboxes')}</legend>
            <Form.Check id="check-1" label={label('checkOne')} defaultChecked />
            <Form.Check id="check-2" label={label('checkTwo')} />
            <Form.Check id="check-3" label={label('checkDisabled')} disabled />
          </fieldset>
          <fieldset className="mb-3">
            <legend className="fs-6 fw-semibold">{label('radios')}</legend>
            <Form.Check
              type="radio"
              name="radios"
              id="radio-1"
              label={label('radioOne')}
              defaultChecked
            />
            <Form.Check type="radio" name="radios" id="radio-2" label={label('radioTwo')} />
            <Form.Check
              inline
              type="radio"
              name="radios"
              id="radio-3"
              label={label('radioInline')}
            />
          </fieldset>
          <fieldset>
            <legend className="fs-6 fw-semibold">{label('switches')}</legend>
            <Form.Check type="switch" id="switch-1" label={label('switchOne')} defaultChecked />
            <Form.Check type="switch" id="switch-2" label={label('switchTwo')} />
          </fieldset>
        </TitledCard>
        <TitledCard title={label('disabledFieldset')}>
          <Form onSubmit={stop}>
            <fieldset disabled>
              <legend className="fs-6">{label('disabledLegend')}</legend>
              <Form.Group className="mb-3" controlId="disabled-input">
                <Form.Label>{label('disabledInput')}</Form.Label>
                <Form.Control placeholder={label('disabledInput')} />
              </Form.Group>
              <Form.Check id="disabled-check" label={label('checkOne')} className="mb-3" />
              <Button type="submit">{label('submit')}</Button>
            </fieldset>
          </Form>
        </TitledCard>
        <TitledCard title={label('inline')}>
          <Form className="row row-cols-lg-auto g-2 align-items-center" onSubmit={stop}>
            <Col xs={12}>
              <Form.Label htmlFor="inline-name" visuallyHidden>
                {label('name')}
              </Form.Label>
              <Form.Control id="inline-name" placeholder={label('name')} />
            </Col>
            <Col xs={12}>
              <Form.Label htmlFor="inline-email" visuallyHidden>
                {label('email')}
              </Form.Label>
              <Form.Control id="inline-email" type="email" placeholder={label('email')} />
            </Col>
            <Col xs={12}>
              <Form.Check id="inline-remember" label={label('remember')} />
            </Col>
            <Col xs={12}>
              <Button type="submit">{label('submit')}</Button>
            </Col>
          </Form>
        </TitledCard>
      </Col>
    </Row>
  );
}
