import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { describeError } from '@/lib/describeError';
import { FORMS_API } from '@/contract/forms';
import { selectSubmission } from '../formsSlice';
import { submitForm } from '../requests';
import { signupSchema, type SignupValues } from '../schemas';
import { Field, type FieldProps } from './Field';

const FIELDS = [
  'username',
  'email',
  'website',
  'age',
  'password',
  'confirmPassword',
  'terms',
] as const;

/** The inputs, two a row; `hint`: a text at `forms.signup.<name>Hint` describes the input. */
const TEXT_FIELDS: ({
  name: Exclude<(typeof FIELDS)[number], 'terms'>;
  hint?: boolean;
} & Pick<FieldProps, 'id' | 'type' | 'autoComplete' | 'inputMode' | 'prefix'>)[] = [
  { name: 'username', id: 'signup-username', prefix: '@', autoComplete: 'username', hint: true },
  { name: 'email', id: 'signup-email', type: 'email', autoComplete: 'email' },
  { name: 'website', id: 'signup-website', type: 'url', inputMode: 'url', hint: true },
  { name: 'age', id: 'signup-age', inputMode: 'numeric', hint: true },
  {
    name: 'password',
    id: 'signup-password',
    type: 'password',
    autoComplete: 'new-password',
    hint: true,
  },
  {
    name: 'confirmPassword',
    id: 'signup-confirm',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/**
 * The schema-validated form (react-hook-form + zod): errors inline and announced, focus on
 * the first error, sent to the demo API whose 422 answers appear beside their fields.
 */
export function SignupForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submission = useAppSelector((state) => selectSubmission(state, 'validation'));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      username: '',
      email: '',
      website: '',
      age: '',
      password: '',
      confirmPassword: '',
      terms: false,
    },
  });

  // A 422 answer: each field's message beside it, focus on the first (typed values are kept).
  useEffect(() => {
    const fields = submission.status === 'failed' ? submission.error?.fields : undefined;
    if (!fields) return;
    const first = FIELDS.find((field) => fields[field]);
    for (const field of FIELDS) {
      const message = fields[field];
      if (message) {
        const translated =
          field === 'username' && /taken/i.test(message) ? 'forms.errors.usernameTaken' : message;
        setError(field, { type: 'server', message: translated }, { shouldFocus: field === first });
      }
    }
  }, [submission, setError]);

  const error = (field: (typeof FIELDS)[number]) => {
    const message = errors[field]?.message;
    return message ? t(message) : undefined;
  };
  const sending = submission.status === 'saving';

  return (
    <Form
      noValidate
      aria-labelledby="signup-title"
      onSubmit={handleSubmit(({ confirmPassword: _confirm, terms: _terms, age, ...values }) =>
        dispatch(
          submitForm.requested({
            form: 'validation',
            url: FORMS_API.signups,
            body: { ...values, age: Number(age) },
          }),
        ),
      )}
    >
      <Row>
        {TEXT_FIELDS.map(({ name, id, hint, ...input }) => (
          <Col md={6} key={name}>
            <Field
              id={id}
              label={t(`forms.signup.${name}`)}
              {...input}
              registration={register(name)}
              error={error(name)}
              hint={hint ? t(`forms.signup.${name}Hint`) : undefined}
            />
          </Col>
        ))}
      </Row>
      <Form.Group className="mb-3">
        <Form.Check
          id="signup-terms"
          type="checkbox"
          label={t('forms.signup.terms')}
          isInvalid={Boolean(errors.terms)}
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={errors.terms ? 'signup-terms-error' : undefined}
          {...register('terms')}
        />
        <div id="signup-terms-error" className="invalid-feedback d-block" aria-live="polite">
          {error('terms')}
        </div>
      </Form.Group>
      <div aria-live="polite">
        {submission.status === 'saved' && (
          <Alert variant="success">{t('forms.signup.sent', { id: submission.result?.id })}</Alert>
        )}
        {submission.status === 'failed' && submission.error && !submission.error.fields && (
          <Alert variant="danger">{describeError(submission.error, t)}</Alert>
        )}
      </div>
      <Button type="submit" disabled={sending}>
        {sending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {t('forms.signup.submit')}
      </Button>
    </Form>
  );
}
