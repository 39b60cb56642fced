import { MemberName } from '@/components/members/MemberName';
import { NoteAuthor } from '@/components/members/NoteAuthor';
import { useCallback, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from '@/i18n/useTranslation';
import { ValidatedControl } from '@/components/ValidatedControl';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useRead } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { PageTitle } from '@/components/PageTitle';
import { pagePath } from '@/config/pages';
import { describeError } from '@/lib/describeError';
import { commentProject, deleteProject, readProject } from '../requests';
import {
  projectFormOpened,
  selectCommentWrite,
  selectDeletedProjectId,
  selectProject,
  selectProjectRequest,
} from '../projectsSlice';
import { ProjectFormModal } from './ProjectFormModal';
import { StateBadge, TeamAvatars, useFormatters } from './shared';

function CommentBox({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const write = useAppSelector(selectCommentWrite);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  // The box empties once the comment is stored; a refused one keeps what was typed.
  const [seenStatus, setSeenStatus] = useState(write.status);
  if (write.status !== seenStatus) {
    setSeenStatus(write.status);
    if (write.status === 'saved') setText('');
  }

  const serverProblem =
    write.status === 'failed' && write.error
      ? (write.error.fields?.text ?? describeError(write.error, t))
      : null;
  const shown = problem ?? serverProblem;

  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) {
          setProblem(t('projects.details.commentRequired'));
          return;
        }
        setProblem(null);
        dispatch(commentProject.requested({ projectId, text }));
      }}
    >
      <Form.Group controlId="project-comment" className="mb-2">
        <Form.Label>{t('projects.details.addComment')}</Form.Label>
        <ValidatedControl
          as="textarea"
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={shown}
          errorId="project-comment-error"
        />
      </Form.Group>
      <Button type="submit" size="sm" disabled={write.status === 'saving'}>
        {t('projects.details.send')}
      </Button>
    </Form>
  );
}

/** One project: title with badges, edit / delete, stats, about and the three tabs. */
export function ProjectDetailsView({ id }: { id?: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const project = useAppSelector(selectProject);
  const request = useAppSelector(selectProjectRequest);
  const deletedId = useAppSelector(selectDeletedProjectId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const format = useFormatters();
  const closeEdit = useCallback(() => setEditing(false), []);

  const retry = useRead(readProject, id);

  useEffect(() => {
    if (deletedId) void navigate(pagePath('projects-list'));
  }, [deletedId, navigate]);

  const notFound = (
    <Alert variant="warning">
      <p className="mb-2">{t('projects.details.notFound')}</p>
      <Link to={pagePath('projects-list')}>{t('projects.details.backToList')}</Link>
    </Alert>
  );

  return (
    <>
      <PageTitle
        title={project?.name}
        actions={
          // There from the first paint (disabled until the project is loaded), so the title
          // row keeps its size when the project arrives (a layout shift on a phone otherwise).
          <>
            <Button
              size="sm"
              // Outline buttons follow the colour mode ("light" stayed white in dark mode).
              variant="outline-secondary"
              disabled={!project}
              onClick={() => {
                dispatch(projectFormOpened());
                setEditing(true);
              }}
            >
              {t('projects.details.edit')}
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              disabled={!project}
              onClick={() => setConfirming(true)}
            >
              {t('projects.details.delete')}
            </Button>
          </>
        }
      />
      <AsyncView request={request} onRetry={retry} notFound={notFound}>
        {project && (
          <Row className="g-3">
            <Col xl={8}>
              <div className="d-flex flex-wrap gap-2 mb-3">
                <StateBadge state={project.state} />
                {project.tags.map((tag) => (
                  <Badge key={tag} bg="secondary-subtle" text="secondary-emphasis">
                    {tag}
                  </Badge>
                ))}
              </div>
              <Row className="g-3 mb-3">
                {(
                  [
                    ['totalTasks', project.totalTasks],
                    ['completedTasks', project.completedTasks],
                    ['teamSize', project.team.length],
                    ['hours', project.hours],
                  ] as const
                ).map(([key, value]) => (
                  <Col xs={6} md={3} key={key}>
                    <Card className="h-100 mb-0">
                      <Card.Body>
                        <p className="text-uppercase text-body-secondary small fw-semibold mb-1">
                          {t(`projects.details.stats.${key}`)}
                        </p>
                        <p className="h4 mb-0">{value}</p>
                      </Card.Body>
                    </Card>
                  </Col>
                ))}
              </Row>
              <Card>
                <Card.Body>
                  <Tabs defaultActiveKey="activity" id="project-tabs" className="mb-3">
                    <Tab eventKey="activity" title={t('projects.details.tabs.activity')}>
                      <ul className="list-unstyled mb-0">
                        {project.activity.map((entry) => (
                          <li key={entry.id} className="border-start border-2 ps-3 pb-3">
                            <strong>
                              <NoteAuthor note={entry} />
                            </strong>{' '}
                            <bdi>{entry.text}</bdi>
                            <div className="small text-body-secondary">
                              {format.when(entry.createdAt)}
                            </div>
                          </li>
                        ))}
                      </ul>
                    </Tab>
                    <Tab
                      eventKey="comments"
                      title={t('projects.details.tabs.comments', {
                        count: project.comments.length,
                      })}
                    >
                      <ul className="list-unstyled">
                        {project.comments.map((comment) => (
                          <li key={comment.id} className="mb-3">
                            <strong>
                              <NoteAuthor note={comment} />
                            </strong>{' '}
                            <span className="small text-body-secondary">
                              {format.when(comment.createdAt)}
                            </span>
                            {/* Text from data: rendered as text, never as HTML. */}
                            <p className="mb-0" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                              {comment.text}
                            </p>
                          </li>
                        ))}
                      </ul>
                      <CommentBox projectId={project.id} />
                    </Tab>
                    <Tab eventKey="attachments" title={t('projects.details.tabs.attachments')}>
                      {project.attachments.length === 0 ? (
                        <p className="text-body-secondary mb-0">{t('projects.details.noFiles')}</p>
                      ) : (
                        <ul className="list-group">
                          {project.attachments.map((file) => (
                            <li
                              key={file.id}
                              className="list-group-item d-flex justify-content-between"
                            >
                              <span>{file.name}</span>
                              <span className="text-body-secondary">
                                {(file.size / 1_000_000).toFixed(1)} MB
                              </span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </Tab>
                  </Tabs>
                </Card.Body>
              </Card>
            </Col>
            <Col xl={4}>
              <Card>
                <Card.Body>
                  <h2 className="h5">{t('projects.details.about')}</h2>
                  <p className="text-body-secondary" dir="auto">
                    {project.description}
                  </p>
                  <dl className="row small mb-3">
                    <dt className="col-5">{t('projects.form.startDate')}</dt>
                    <dd className="col-7">{format.day(project.startDate)}</dd>
                    <dt className="col-5">{t('projects.form.dueDate')}</dt>
                    <dd className="col-7">{format.day(project.dueDate)}</dd>
                    <dt className="col-5">{t('projects.form.budget')}</dt>
                    <dd className="col-7">{format.money(project.budget)}</dd>
                    <dt className="col-5">{t('projects.details.owner')}</dt>
                    <dd className="col-7">
                      {/* A uid (a project made by a member) or a seed row's name, as it is. */}
                      <MemberName uid={project.owner} />
                    </dd>
                    <dt className="col-5">{t('projects.details.files')}</dt>
                    <dd className="col-7">{project.attachments.length}</dd>
                  </dl>
                  <h3 className="h6">{t('projects.details.assignees')}</h3>
                  <TeamAvatars team={project.team} max={8} />
                </Card.Body>
              </Card>
            </Col>
          </Row>
        )}
      </AsyncView>
      <ProjectFormModal show={editing} project={project} onClose={closeEdit} />
      <ConfirmDialog
        show={confirming}
        title={t('projects.details.deleteTitle')}
        confirmLabel={t('projects.details.delete')}
        onConfirm={() => {
          setConfirming(false);
          if (project) dispatch(deleteProject.requested(project.id));
        }}
        onCancel={() => setConfirming(false)}
      >
        {t('projects.details.deleteConfirm', { name: project?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
