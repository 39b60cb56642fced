import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { describeError } from '@/lib/describeError';
import { coordinateProblem, parseCoordinate, type CoordinateKind } from '@/contract/maps';
import { selectCreateRequest } from '../mapsSlice';
import { createMarker } from '../requests';

type Field = 'name' | CoordinateKind;
type Errors = Partial<Record<Field, string>>;

/**
 * Adds a marker: latitude -90..90 and longitude -180..180, checked here (translated
 * messages) and again by the server (its 422 words shown beside the field).
 */
export function MarkerForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const createRequest = useAppSelector(selectCreateRequest);
  const [values, setValues] = useState({ name: '', lat: '', lng: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);

  const validate = (): Errors => {
    const found: Errors = {};
    if (values.name.trim() === '') found.name = t('maps.form.nameRequired');
    for (const kind of ['lat', 'lng'] as const) {
      const problem = coordinateProblem(kind, values[kind]);
      if (problem) found[kind] = t(`maps.form.${kind}.${problem}`);
    }
    return found;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = (['name', 'lat', 'lng'] as const).find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    dispatch(
      createMarker.requested({
        tempId: `tmp-${Date.now()}-${Math.random()}`,
        marker: {
          name: values.name.trim(),
          lat: parseCoordinate(values.lat),
          lng: parseCoordinate(values.lng),
        },
      }),
    );
    setSent(true);
    setValues({ name: '', lat: '', lng: '' });
  };

  const serverFields = createRequest.status === 'failed' ? createRequest.error?.fields : undefined;
  const fieldError = (field: Field) => errors[field] ?? serverFields?.[field];
  const input = (field: Field, label: string, inputMode?: 'decimal') => {
    const error = fieldError(field);
    return (
      <Form.Group controlId={`marker-${field}`}>
        <Form.Label>{label}</Form.Label>
        <Form.Control
          name={field}
          value={values[field]}
          inputMode={inputMode}
          autoComplete="off"
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `marker-${field}-error` : undefined}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        />
        <Form.Control.Feedback type="invalid" id={`marker-${field}-error`} aria-live="polite">
          {error}
        </Form.Control.Feedback>
      </Form.Group>
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('maps.form.title')}>
      <Row className="g-2 align-items-start">
        <Col xs={12}>{input('name', t('maps.form.name'))}</Col>
        <Col xs={6}>{input('lat', t('maps.form.latitude'), 'decimal')}</Col>
        <Col xs={6}>{input('lng', t('maps.form.longitude'), 'decimal')}</Col>
        <Col xs={12}>
          <Button type="submit">{t('maps.form.add')}</Button>
        </Col>
      </Row>
      <div aria-live="polite">
        {sent && createRequest.status === 'failed' && createRequest.error && (
          <Alert variant="danger" className="mt-2 mb-0">
            {t('maps.form.saveFailed')} {describeError(createRequest.error, t)}
          </Alert>
        )}
      </div>
    </Form>
  );
}
