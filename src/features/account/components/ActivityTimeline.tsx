import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import type { ActivityItem, ActivityKind } from '@/contract/account';
import { readActivity } from '../requests';
import {
  selectActivity,
  selectActivityPage,
  selectActivityRequest,
  selectActivityTotal,
} from '../accountSlice';
import { SafeHtml } from './SafeHtml';
import './timeline.scss';

const KIND_COLOUR: Record<ActivityKind, string> = {
  comment: 'primary',
  upload: 'info',
  task: 'success',
  meeting: 'warning',
  project: 'danger',
};

/** Items grouped by their local calendar day, in the order given (newest first). */
export function groupByDay(
  items: readonly ActivityItem[],
): { day: string; items: ActivityItem[] }[] {
  const groups: { day: string; items: ActivityItem[] }[] = [];
  for (const item of items) {
    const d = new Date(item.at);
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/**
 * The signed-in user's activity from the demo API, by day, with "Load more". `layout`
 * gives the template's two looks: a line on the start side, or a centred line with the
 * entries alternating on either side (one column on a phone).
 */
export function ActivityTimeline({
  layout = 'left',
  headingLevel = 2,
}: {
  layout?: 'left' | 'centre';
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectActivity);
  const total = useAppSelector(selectActivityTotal);
  const page = useAppSelector(selectActivityPage);
  const request = useAppSelector(selectActivityRequest);

  useEffect(() => {
    dispatch(readActivity.requested(1));
  }, [dispatch]);

  const dayFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' });
  const timeFormat = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  const DayHeading = headingLevel === 2 ? 'h2' : 'h3';
  const loadingMore = request.status === 'loading' && items.length > 0;

  return (
    <AsyncView
      request={request}
      onRetry={() => dispatch(readActivity.requested(page + 1))}
      empty={items.length === 0}
      emptyText={t('account.activity.empty')}
    >
      <div className={`timeline timeline--${layout}`}>
        {groupByDay(items).map((group) => (
          <section key={group.day} className="timeline__day">
            <DayHeading className="timeline__date">
              <span className="badge rounded-pill bg-body-tertiary text-body border">
                {dayFormat.format(new Date(`${group.day}T12:00:00`))}
              </span>
            </DayHeading>
            <ul className="list-unstyled mb-0">
              {group.items.map((item, index) => (
                <li
                  key={item.id}
                  className={`timeline__item${layout === 'centre' && index % 2 === 1 ? ' timeline__item--end' : ''}`}
                >
                  <span
                    className={`timeline__dot bg-${KIND_COLOUR[item.kind]}`}
                    aria-hidden="true"
                  />
                  <div className="timeline__box card mb-0">
                    <div className="card-body py-2 px-3">
                      <p className="mb-1 d-flex flex-wrap gap-2 align-items-center">
                        <span className="fw-semibold">{item.title}</span>
                        <span
                          className={`badge bg-${KIND_COLOUR[item.kind]}-subtle text-${KIND_COLOUR[item.kind]}-emphasis`}
                        >
                          {t(`account.activity.kinds.${item.kind}`)}
                        </span>
                      </p>
                      <p className="mb-1 text-body-secondary">
                        <SafeHtml html={item.html} />
                      </p>
                      <time className="small text-body-secondary" dateTime={item.at}>
                        {timeFormat.format(new Date(item.at))}
                      </time>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
        <span className="text-body-secondary small" role="status">
          {t('account.activity.count', { shown: items.length, total })}
        </span>
        {items.length < total && (
          <Button
            variant="outline-primary"
            size="sm"
            disabled={loadingMore}
            onClick={() => dispatch(readActivity.requested(page + 1))}
          >
            {loadingMore && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            {loadingMore ? t('account.activity.loading') : t('account.activity.loadMore')}
          </Button>
        )}
      </div>
    </AsyncView>
  );
}
