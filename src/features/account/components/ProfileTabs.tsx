import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppSelector, useRead } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { LabelledProgress } from '@/components/LabelledProgress';
import { TableHead } from '@/components/TableHead';
import {
  selectProjects,
  selectProjectsRequest,
  selectTasks,
  selectTasksRequest,
} from '../accountSlice';
import { readProjects, readTasks } from '../requests';
import { ActivityTimeline } from './ActivityTimeline';
import { ChangePasswordForm } from './ChangePasswordForm';

const PRIORITY: Record<string, string> = { low: 'secondary', medium: 'warning', high: 'danger' };

function ProjectsTab() {
  const { t, i18n } = useTranslation();
  const projects = useAppSelector(selectProjects);
  const request = useAppSelector(selectProjectsRequest);
  const retry = useRead(readProjects);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <AsyncView request={request} onRetry={retry} empty={projects.length === 0}>
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-0">
          <TableHead
            columns={[
              '#',
              t('account.profile.tabs.projects'),
              t('account.profile.project.client'),
              t('account.profile.project.due'),
              { label: t('account.profile.project.progress'), style: { minWidth: 120 } },
            ]}
          />
          <tbody>
            {projects.map((p, i) => (
              <tr key={p.id}>
                <td>{i + 1}</td>
                <td className="fw-semibold">{p.name}</td>
                <td>{p.client}</td>
                <td>{date.format(new Date(`${p.due}T12:00:00`))}</td>
                <td>
                  <LabelledProgress
                    now={p.progress}
                    label={`${p.name}: ${p.progress}%`}
                    height={6}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AsyncView>
  );
}

function TasksTab() {
  const { t, i18n } = useTranslation();
  const tasks = useAppSelector(selectTasks);
  const request = useAppSelector(selectTasksRequest);
  const retry = useRead(readTasks);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <AsyncView request={request} onRetry={retry} empty={tasks.length === 0}>
      <ListGroup variant="flush">
        {tasks.map((task) => (
          <ListGroup.Item key={task.id} className="d-flex flex-wrap gap-2 align-items-center">
            <span className={task.done ? 'text-decoration-line-through text-body-secondary' : ''}>
              {task.title}
            </span>
            <Badge bg={PRIORITY[task.priority]} className="ms-auto">
              {t(`account.profile.task.priority.${task.priority}`)}
            </Badge>
            <span className="small text-body-secondary">
              {task.done
                ? t('account.profile.task.done')
                : t('account.profile.task.due', {
                    date: date.format(new Date(`${task.due}T12:00:00`)),
                  })}
            </span>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </AsyncView>
  );
}

/** The profile's right-hand tabs: activity, projects, tasks (demo API) and the password form. */
export function ProfileTabs() {
  const { t } = useTranslation();
  return (
    <Card>
      <Card.Body>
        <Tabs
          defaultActiveKey="activity"
          id="profile-tabs"
          className="mb-3"
          mountOnEnter
          aria-label={t('account.profile.tabs.label')}
        >
          <Tab eventKey="activity" title={t('account.profile.tabs.activity')}>
            <ActivityTimeline layout="left" headingLevel={3} />
          </Tab>
          <Tab eventKey="projects" title={t('account.profile.tabs.projects')}>
            <ProjectsTab />
          </Tab>
          <Tab eventKey="tasks" title={t('account.profile.tabs.tasks')}>
            <TasksTab />
          </Tab>
          <Tab eventKey="settings" title={t('account.profile.tabs.settings')}>
            <ChangePasswordForm />
          </Tab>
        </Tabs>
      </Card.Body>
    </Card>
  );
}
