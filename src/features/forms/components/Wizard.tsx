import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { describeError } from '@/lib/describeError';
import { FORMS_API } from '@/contract/forms';
import { formReset, selectSubmission } from '../formsSlice';
import { submitForm } from '../requests';
import { accountStep, finishStep, profileStep, type WizardValues } from '../schemas';
import { clearWizardDraft, loadWizardDraft, saveWizardDraft } from '../wizardDraft';
import { Field, type FieldProps } from './Field';

export type WizardVariant = 'basic' | 'progress' | 'validation';
const STEPS = ['account', 'profile', 'finish'] as const;
const resolvers = [zodResolver(accountStep), zodResolver(profileStep), zodResolver(finishStep)];
const EMPTY: WizardValues = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  phone: '',
  accept: false,
};

/** A step's input: its value, its id's ending, the input's kind; `optional` says so under it. */
type WizardField = {
  name: Exclude<keyof WizardValues, 'accept'>;
  id: string;
  optional?: boolean;
} & Pick<FieldProps, 'type' | 'autoComplete' | 'inputMode'>;
const ACCOUNT_FIELDS: WizardField[] = [
  { name: 'email', id: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', id: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', id: 'confirm', type: 'password', autoComplete: 'new-password' },
];
const PROFILE_FIELDS: WizardField[] = [
  { name: 'firstName', id: 'first', autoComplete: 'given-name' },
  { name: 'lastName', id: 'last', autoComplete: 'family-name' },
  {
    name: 'phone',
    id: 'phone',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    optional: true,
  },
];

/**
 * Account → Profile → Finish. Each step is checked before the next opens; Back keeps what
 * was typed; the last step shows a summary before the submit; a reload keeps the step and
 * the values for this tab, except passwords, which are asked for again.
 */
export function Wizard({ variant }: { variant: WizardVariant }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const formId = `wizard-${variant}` as const;
  const submission = useAppSelector((state) => selectSubmission(state, formId));
  const [restored] = useState(() => loadWizardDraft(formId, STEPS.length));
  // A restored draft past the first step has no password: go back and ask for it again.
  const [step, setStep] = useState(0);
  const reAsk = Boolean(restored && restored.step > 0);
  const stepRef = useRef(step);
  stepRef.current = step;
  const resolver: Resolver<WizardValues> = (values, context, options) =>
    (resolvers[stepRef.current] as unknown as Resolver<WizardValues>)(values, context, options);
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    formState: { errors },
  } = useForm<WizardValues>({
    resolver,
    defaultValues: { ...EMPTY, ...restored?.values },
  });
  const [resumeAt, setResumeAt] = useState(restored?.step ?? 0);

  useEffect(() => {
    saveWizardDraft(formId, step, getValues());
    // watch() subscribes outside React: nothing memoised reads it (react-hooks/incompatible-library).
    // eslint-disable-next-line react-hooks/incompatible-library
    const subscription = watch((values) => saveWizardDraft(formId, stepRef.current, values));
    return () => subscription.unsubscribe();
  }, [formId, step, watch, getValues]);

  useEffect(() => {
    if (submission.status === 'saved') clearWizardDraft(formId);
  }, [submission.status, formId]);

  const error = (field: keyof WizardValues) => {
    const message = errors[field]?.message;
    return message ? t(message) : undefined;
  };
  const id = (field: string) => `${formId}-${field}`;
  const fields = (list: WizardField[]) =>
    list.map(({ name, id: key, optional, ...input }) => (
      <Field
        key={name}
        id={id(key)}
        label={t(`forms.wizard.${name}`)}
        {...input}
        registration={register(name)}
        error={error(name)}
        hint={optional ? t('forms.wizard.optional') : undefined}
      />
    ));
  const next = handleSubmit(() => {
    if (step < STEPS.length - 1) {
      // After re-asking the password, jump back to where the reload happened.
      const target = step === 0 && resumeAt > 0 ? resumeAt : step + 1;
      setResumeAt(0);
      setStep(target);
      return;
    }
    const { password: _p, confirmPassword: _c, accept: _a, ...body } = getValues();
    dispatch(submitForm.requested({ form: formId, url: FORMS_API.wizard, body }));
  });

  if (submission.status === 'saved') {
    return (
      <div aria-live="polite">
        <Alert variant="success">{t('forms.wizard.sent')}</Alert>
        <Button
          variant="outline-primary"
          onClick={() => {
            dispatch(formReset(formId));
            setStep(0);
          }}
        >
          {t('forms.wizard.again')}
        </Button>
      </div>
    );
  }

  const values = getValues();
  const sending = submission.status === 'saving';
  return (
    <Form noValidate onSubmit={next} aria-label={t(`forms.wizard.${variant}`)}>
      {variant === 'basic' ? (
        <Nav
          variant="pills"
          className="nav-justified mb-3"
          as="ol"
          aria-label={t('forms.wizard.steps')}
        >
          {STEPS.map((name, index) => (
            <Nav.Item as="li" key={name}>
              <span
                className={`nav-link ${index === step ? 'active' : ''}`}
                aria-current={index === step ? 'step' : undefined}
              >
                <span dir="ltr">{index + 1}.</span> {t(`forms.wizard.${name}`)}
              </span>
            </Nav.Item>
          ))}
        </Nav>
      ) : (
        <>
          <p className="mb-1 fw-semibold">
            {t('forms.wizard.stepOf', {
              step: step + 1,
              steps: STEPS.length,
              name: t(`forms.wizard.${STEPS[step]}`),
            })}
          </p>
          <div className="progress mb-3">
            <div
              role="progressbar"
              className={`progress-bar ${variant === 'validation' ? 'bg-success' : 'bg-primary'}`}
              aria-label={t('forms.wizard.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(((step + 1) / STEPS.length) * 100)}
              style={{ width: `${((step + 1) / STEPS.length) * 100}%` }}
            />
          </div>
        </>
      )}
      <h3 className="h6" aria-live="polite">
        {t(`forms.wizard.${STEPS[step]}`)}
      </h3>
      {reAsk && step === 0 && resumeAt > 0 && (
        <Alert variant="info">{t('forms.wizard.passwordNotKept')}</Alert>
      )}
      {step === 0 && (
        <>
          {fields(ACCOUNT_FIELDS)}
          <p className="small text-body-secondary">{t('forms.wizard.passwordNote')}</p>
        </>
      )}
      {step === 1 && fields(PROFILE_FIELDS)}
      {step === 2 && (
        <>
          <dl className="row" aria-label={t('forms.wizard.summary')}>
            <dt className="col-sm-4">{t('forms.wizard.email')}</dt>
            <dd className="col-sm-8">{values.email}</dd>
            <dt className="col-sm-4">{t('forms.wizard.name')}</dt>
            <dd className="col-sm-8">{`${values.firstName} ${values.lastName}`}</dd>
            <dt className="col-sm-4">{t('forms.wizard.phone')}</dt>
            <dd className="col-sm-8">{values.phone || '—'}</dd>
          </dl>
          <Form.Check
            id={id('accept')}
            label={t('forms.wizard.accept')}
            isInvalid={Boolean(errors.accept)}
            aria-invalid={errors.accept ? true : undefined}
            aria-describedby={errors.accept ? id('accept-error') : undefined}
            {...register('accept')}
          />
          <div id={id('accept-error')} className="invalid-feedback d-block" aria-live="polite">
            {error('accept')}
          </div>
        </>
      )}
      <div aria-live="polite">
        {submission.status === 'failed' && submission.error && (
          <Alert variant="danger" className="mt-2">
            {describeError(submission.error, t)}
          </Alert>
        )}
      </div>
      <div className="d-flex justify-content-between mt-3">
        <Button variant="outline-secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
          {t('forms.wizard.back')}
        </Button>
        <Button type="submit" disabled={sending}>
          {sending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {step === STEPS.length - 1 ? t('forms.wizard.submit') : t('forms.wizard.next')}
        </Button>
      </div>
    </Form>
  );
}
