import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { ReservedBody } from '@/components/ReservedBody';
import { selectAnalyticsWidget, type AnalyticsData, type AnalyticsWidget } from '../analyticsSlice';
import { retryWidget } from '../requests';

/**
 * One analytics widget: its own data, skeleton, error with retry, or empty state. The page
 * asks for every widget once (`analyticsPageOpened`); "Try again" asks for this one alone.
 */
export function AnalyticsCard<K extends AnalyticsWidget>({
  name,
  title,
  id,
  isEmpty,
  aside,
  minHeight,
  children,
}: {
  name: K;
  /** By default `analytics.<id or name>.title`. */
  title?: string;
  /** Distinguishes several cards drawn from the same widget's data. */
  id?: string;
  /** Whether the data is empty; by default, whether it is an empty list. */
  isEmpty?: (data: AnalyticsData[K]) => boolean;
  aside?: ReactNode;
  /**
   * The body's height once loaded (px), reserved from the first paint (ReservedBody).
   */
  minHeight: number;
  children: (data: AnalyticsData[K]) => ReactNode;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const widget = useAppSelector((state) => selectAnalyticsWidget(state, name));
  const headingId = `analytics-${id ?? name}-title`;
  const data = widget.data;
  return (
    <Card as="section" className="h-100 mb-0" aria-labelledby={headingId}>
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 className="card-title h5 mb-0" id={headingId}>
            {title ?? t(`analytics.${id ?? name}.title`)}
          </h2>
          {aside}
        </div>
        <ReservedBody minHeight={minHeight}>
          <AsyncView
            request={widget.request}
            onRetry={() => dispatch(retryWidget(name))}
            empty={data === null || (isEmpty ? isEmpty(data) : Array.isArray(data) && !data.length)}
            emptyText={t('charts.noData')}
          >
            {data !== null && children(data)}
          </AsyncView>
        </ReservedBody>
      </Card.Body>
    </Card>
  );
}
