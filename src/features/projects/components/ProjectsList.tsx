import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Pagination from 'react-bootstrap/Pagination';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router-dom';
import { useAppDispatch, useRead } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { LabelledProgress } from '@/components/LabelledProgress';
import { ChoiceField, SearchField, SortField } from '@/components/ToolbarFields';
import { pagePath } from '@/config/pages';
import { PROJECT_SORTS, PROJECT_STATES } from '@/contract/projects';
import { projectFormOpened } from '../projectsSlice';
import { listProjects } from '../requests';
import { ProjectFormModal } from './ProjectFormModal';
import { StateBadge, TeamAvatars, useFormatters } from './shared';
import { useProjectsList } from './useProjectsList';

/** Project cards with filter, search and sort, all answered by the API (server-side paging). */
export function ProjectsList() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { items, total, query, request } = useProjectsList();
  const [creating, setCreating] = useState(false);
  const format = useFormatters();

  const retry = useRead(listProjects);

  const pages = Math.max(1, Math.ceil(total / query.pageSize));

  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <Button
          onClick={() => {
            dispatch(projectFormOpened());
            setCreating(true);
          }}
        >
          {t('projects.create')}
        </Button>
        <ChoiceField
          id="projects-state"
          className="ms-sm-auto"
          label={t('projects.filterState')}
          value={query.state}
          choices={[
            { value: '', label: t('projects.allStates') },
            ...PROJECT_STATES.map((s) => ({ value: s, label: t(`projects.state.${s}`) })),
          ]}
          onChange={(state) => dispatch(listProjects.requested({ state, page: 1 }))}
        />
        <SortField
          area="projects"
          value={query.sort}
          sorts={PROJECT_SORTS}
          onChange={(sort) => dispatch(listProjects.requested({ sort, page: 1 }))}
        />
        <SearchField
          id="projects-search"
          label={t('projects.search')}
          value={query.q}
          onChange={(q) => dispatch(listProjects.searched(q))}
        />
      </div>
      <AsyncView
        request={request}
        onRetry={retry}
        empty={items.length === 0}
        // Nothing asked for and nothing there: an empty workspace, which says what to do first.
        emptyText={t(query.q || query.state ? 'projects.empty' : 'projects.none')}
      >
        <Row
          className="g-3"
          as="ul"
          role="list"
          aria-label={t('projects.listLabel')}
          style={{ listStyle: 'none', paddingInlineStart: 0 }}
        >
          {items.map((project) => (
            <Col as="li" md={6} xl={4} key={project.id}>
              <Card className="h-100">
                <Card.Body className="d-flex flex-column">
                  <div className="mb-2">
                    <StateBadge state={project.state} />
                  </div>
                  <h2 className="h5 mb-1">
                    <Link
                      to={`${pagePath('projects-details')}/${project.id}`}
                      className="text-body"
                    >
                      {project.name}
                    </Link>
                  </h2>
                  <p className="text-body-secondary small mb-3" dir="auto">
                    {project.description}
                  </p>
                  <div className="d-flex flex-wrap gap-3 small text-body-secondary mb-3">
                    <span>
                      {t('projects.due')}: {format.day(project.dueDate)}
                    </span>
                    <span>{t('projects.taskCount', { count: project.totalTasks })}</span>
                    <span>{t('projects.commentCount', { count: project.commentCount })}</span>
                  </div>
                  <div className="mt-auto">
                    <TeamAvatars team={project.team} />
                    <div className="d-flex justify-content-between small mt-3 mb-1">
                      <span>{t('projects.progress')}</span>
                      <span>{project.progress}%</span>
                    </div>
                    <LabelledProgress
                      now={project.progress}
                      height={6}
                      label={t('projects.progressOf', { name: project.name })}
                    />
                  </div>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
        {pages > 1 && (
          <Pagination className="mt-3" aria-label={t('projects.pages')}>
            {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
              <Pagination.Item
                key={page}
                active={page === query.page}
                onClick={() => dispatch(listProjects.requested({ page }))}
              >
                {page}
              </Pagination.Item>
            ))}
          </Pagination>
        )}
      </AsyncView>
      <ProjectFormModal show={creating} onClose={() => setCreating(false)} />
    </>
  );
}
