import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import { WithPrefix } from './Field';

interface Spec {
  id: string;
  label: string;
  message: string;
  pattern?: string;
  prefix?: string;
  md: number;
}

/**
 * The template's Bootstrap validation form: the browser's constraint checks, Bootstrap's
 * was-validated styles, our own translated messages, focus on the first invalid field.
 */
export function BootstrapValidationForm({ tooltips = false }: { tooltips?: boolean }) {
  const { t } = useTranslation();
  const [validated, setValidated] = useState(false);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [done, setDone] = useState(false);
  const prefix = tooltips ? 'bsv-tip' : 'bsv';

  const specs: Spec[] = [
    {
      id: 'first',
      label: t('forms.bootstrap.firstName'),
      message: t('forms.errors.required'),
      md: 4,
    },
    {
      id: 'last',
      label: t('forms.bootstrap.lastName'),
      message: t('forms.errors.required'),
      md: 4,
    },
    {
      id: 'user',
      label: t('forms.bootstrap.username'),
      message: t('forms.errors.chooseUsername'),
      prefix: '@',
      md: 4,
    },
    { id: 'city', label: t('forms.bootstrap.city'), message: t('forms.errors.city'), md: 6 },
    { id: 'state', label: t('forms.bootstrap.state'), message: t('forms.errors.state'), md: 3 },
    {
      id: 'zip',
      label: t('forms.bootstrap.zip'),
      message: t('forms.errors.zip'),
      pattern: '\\d{5}',
      md: 3,
    },
  ];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const bad = new Set(
      Array.from(form.elements)
        .filter(
          (el): el is HTMLInputElement => el instanceof HTMLInputElement && !el.checkValidity(),
        )
        .map((el) => el.name),
    );
    setValidated(true);
    setInvalid(bad);
    setDone(bad.size === 0);
    form.querySelector<HTMLInputElement>(':invalid')?.focus();
  };

  return (
    <Form
      noValidate
      validated={validated}
      onSubmit={onSubmit}
      aria-label={t(tooltips ? 'forms.bootstrap.tooltipsTitle' : 'forms.bootstrap.title')}
    >
      <Row className="g-3">
        {specs.map((spec) => {
          const id = `${prefix}-${spec.id}`;
          const isBad = invalid.has(spec.id);
          const control = (
            <Form.Control
              id={id}
              name={spec.id}
              required
              pattern={spec.pattern}
              aria-invalid={isBad ? true : undefined}
              aria-describedby={isBad ? `${id}-error` : undefined}
              onChange={(event) => {
                const next = new Set(invalid);
                if (event.currentTarget.checkValidity()) next.delete(spec.id);
                else if (validated) next.add(spec.id);
                setInvalid(next);
              }}
            />
          );
          const feedback = (
            <Form.Control.Feedback
              type="invalid"
              tooltip={tooltips}
              id={`${id}-error`}
              aria-live="polite"
            >
              {isBad ? spec.message : ''}
            </Form.Control.Feedback>
          );
          return (
            <Col md={spec.md} key={spec.id} className={tooltips ? 'position-relative' : undefined}>
              <Form.Label htmlFor={id}>{spec.label}</Form.Label>
              <WithPrefix prefix={spec.prefix}>
                {control}
                {feedback}
              </WithPrefix>
            </Col>
          );
        })}
        <Col xs={12}>
          <Form.Check
            id={`${prefix}-agree`}
            name="agree"
            required
            label={t('forms.bootstrap.agree')}
            feedback={invalid.has('agree') ? t('forms.errors.terms') : ''}
            feedbackType="invalid"
            aria-invalid={invalid.has('agree') ? true : undefined}
          />
        </Col>
        <Col xs={12}>
          <div aria-live="polite">
            {done && <Alert variant="success">{t('forms.bootstrap.valid')}</Alert>}
          </div>
          <Button type="submit">{t('forms.bootstrap.submit')}</Button>
        </Col>
      </Row>
    </Form>
  );
}
