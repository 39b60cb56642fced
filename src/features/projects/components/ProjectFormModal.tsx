import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { describeError } from '@/lib/describeError';
import { GridField } from '@/components/GridField';
import { ValidatedControl } from '@/components/ValidatedControl';
import { MemberChecklist } from '@/components/members/MemberChecklist';
import {
  PROJECT_STATES,
  checkProjectInput,
  type Project,
  type ProjectInput,
  type ProjectState,
} from '@/contract/projects';
import { ConflictAlert } from '@/components/ConflictAlert';
import { isStale } from '@/lib/request';
import { projectFormOpened, selectProjectForm } from '../projectsSlice';
import { createProject, updateProject } from '../requests';

interface FormValues {
  name: string;
  description: string;
  state: ProjectState;
  startDate: string;
  dueDate: string;
  budget: string;
  tags: string;
  /** Member uids (old records: names from the seed, kept as they are). */
  team: string[];
}

const FIELDS = [
  'name',
  'description',
  'state',
  'startDate',
  'dueDate',
  'budget',
  'tags',
  'team',
] as const;

const today = () => new Date().toISOString().slice(0, 10);
const split = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** The form's values for a project (empty for a new one). */
const toValues = (project?: Project | null): FormValues => ({
  name: project?.name ?? '',
  description: project?.description ?? '',
  state: project?.state ?? 'planned',
  startDate: project?.startDate ?? today(),
  dueDate: project?.dueDate ?? today(),
  budget: project ? String(project.budget) : '0',
  tags: project?.tags.join(', ') ?? '',
  team: project?.team ?? [],
});

function toInput(values: FormValues): ProjectInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    state: values.state,
    startDate: values.startDate,
    dueDate: values.dueDate,
    budget: values.budget.trim() === '' ? Number.NaN : Number(values.budget),
    tags: split(values.tags),
    team: values.team,
  };
}

/**
 * Create (no `project`) or edit a project. The opener dispatches `projectFormOpened` first, so
 * the last form's "done" never closes this one. Checks the rules itself; the API's 422 shows
 * beside the fields.
 */
export function ProjectFormModal({
  show,
  project,
  onClose,
}: {
  show: boolean;
  project?: Project | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const write = useAppSelector(selectProjectForm);
  // The project as this edit started from: as shown when the form opened (after "Reload
  // theirs": as they left it). Someone else's change meanwhile (a live update of `project`)
  // leaves the form and that version alone: saving on it is a 409, with the choice.
  const opened = show ? (project ?? null) : null;
  const [base, setBase] = useState(opened);
  // What the form was filled from, once per opening (or for another project).
  const [start, setStart] = useState({ show, id: project?.id, project: opened });
  if (start.show !== show || start.id !== project?.id) {
    setStart({ show, id: project?.id, project: opened });
    setBase(opened);
  }
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<FormValues>();

  useEffect(() => {
    if (start.show) reset(toValues(start.project));
  }, [start, reset]);

  useEffect(() => {
    if (write.status === 'saved' && show) onClose();
  }, [write.status, show, onClose]);

  useEffect(() => {
    const fields = write.error?.fields;
    if (!fields) return;
    for (const [field, message] of Object.entries(fields)) {
      if ((FIELDS as readonly string[]).includes(field)) {
        setError(field as (typeof FIELDS)[number], { type: 'server', message });
      }
    }
  }, [write.error, setError]);

  const onSubmit = (values: FormValues) => {
    const input = toInput(values);
    const problems = checkProjectInput(input);
    const entries = Object.entries(problems);
    if (entries.length > 0) {
      for (const [field, problem] of entries) {
        setError(field as keyof FormValues, {
          type: 'rule',
          message: t(`projects.form.errors.${problem}`),
        });
      }
      return;
    }
    // The version the edit started from: a change by someone else meanwhile is a 409.
    const version = base?.version;
    if (project) dispatch(updateProject.requested({ id: project.id, input, version }));
    else dispatch(createProject.requested(input));
  };

  const saving = write.status === 'saving';
  // Someone else saved it first (409): my values stay in the form until I choose.
  const theirs = write.error && isStale(write.error) ? (write.error.current as Project) : null;
  const generalError =
    write.error && !write.error.fields && !theirs ? describeError(write.error, t) : null;
  /** A field's problem, tied to it (`ValidatedControl`). */
  const problem = (name: keyof FormValues) => ({
    error: errors[name]?.message,
    errorId: `project-${name}-error`,
  });

  return (
    <Modal show={show} onHide={onClose} centered size="lg" aria-labelledby="project-form-title">
      <Form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="project-form-title" as="h2" className="h5">
            {project ? t('projects.form.editTitle') : t('projects.form.createTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {generalError && <Alert variant="danger">{generalError}</Alert>}
          {theirs && (
            <ConflictAlert
              current={theirs}
              area="projects"
              onReload={() => {
                setBase(theirs);
                reset(toValues(theirs));
                dispatch(projectFormOpened());
              }}
              onApply={() => {
                setBase(theirs);
                void handleSubmit((values) =>
                  dispatch(
                    updateProject.requested({
                      id: theirs.id,
                      input: toInput(values),
                      version: theirs.version,
                    }),
                  ),
                )();
              }}
            >
              <p className="mb-0">{t('projects.conflict.mine')}</p>
            </ConflictAlert>
          )}
          <Form.Group className="mb-3" controlId="project-name">
            <Form.Label>{t('projects.form.name')}</Form.Label>
            <ValidatedControl {...register('name')} {...problem('name')} autoComplete="off" />
          </Form.Group>
          <Form.Group className="mb-3" controlId="project-description">
            <Form.Label>{t('projects.form.description')}</Form.Label>
            <Form.Control as="textarea" rows={3} {...register('description')} />
          </Form.Group>
          <Row className="g-3 mb-3">
            <GridField sm={4} id="project-state" label={t('projects.form.state')}>
              <Form.Select {...register('state')}>
                {PROJECT_STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(`projects.state.${s}`)}
                  </option>
                ))}
              </Form.Select>
            </GridField>
            <GridField sm={4} id="project-start" label={t('projects.form.startDate')}>
              <ValidatedControl type="date" {...register('startDate')} {...problem('startDate')} />
            </GridField>
            <GridField sm={4} id="project-due" label={t('projects.form.dueDate')}>
              <ValidatedControl type="date" {...register('dueDate')} {...problem('dueDate')} />
            </GridField>
          </Row>
          <Row className="g-3">
            <GridField sm={4} id="project-budget" label={t('projects.form.budget')}>
              <ValidatedControl
                type="number"
                min={0}
                step="any"
                inputMode="decimal"
                {...register('budget')}
                {...problem('budget')}
              />
            </GridField>
            <GridField sm={8} id="project-tags" label={t('projects.form.tags')}>
              <Form.Control {...register('tags')} />
              <Form.Text>{t('projects.form.commaHint')}</Form.Text>
            </GridField>
          </Row>
          <div className="mt-3">
            <Controller
              control={control}
              name="team"
              render={({ field: { value, onChange } }) => (
                <MemberChecklist
                  legend={t('projects.form.team')}
                  value={value ?? []}
                  onChange={onChange}
                />
              )}
            />
            {errors.team && (
              <div className="invalid-feedback d-block" id="project-team-error">
                {errors.team.message}
              </div>
            )}
          </div>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="light" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            {project ? t('projects.form.save') : t('projects.form.create')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
