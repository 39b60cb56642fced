import { useMemo, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from '@/i18n/useTranslation';
import { useDeferredSelector, useRead } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { ReservedBody } from '@/components/ReservedBody';
import { selectWidget, type WidgetData, type WidgetName } from '../dashboardSlice';
import { readWidget } from '../requests';

/**
 * One ecommerce widget: a card whose body shows its own data, skeleton, error with retry,
 * or empty state, under its title (`dashboard.<name>.title`). A failure stays in the card that lost its data; the others keep working.
 */
export function WidgetCard<K extends WidgetName>({
  name,
  isEmpty,
  children,
  headerAside,
  bodyClassName,
  minHeight,
}: {
  name: K;
  /** Whether the data is empty; by default, whether it is an empty list. */
  isEmpty?: (data: WidgetData[K]) => boolean;
  children: (data: WidgetData[K]) => ReactNode;
  headerAside?: ReactNode;
  bodyClassName?: string;
  /** The body's height once loaded (px), reserved from the first paint (ReservedBody). */
  minHeight: number;
}) {
  const { t } = useTranslation();
  // A widget's data can take a phone 100 ms or more to draw: in slices (useDeferredSelector).
  const widget = useDeferredSelector((state) => selectWidget(state, name));
  const retry = useRead(readWidget, name);
  const headingId = `widget-${name}-title`;
  const emptyText = t('charts.noData');
  // The same element while `widget` stays the same: the urgent render skips the contents.
  const body = useMemo(() => {
    const data = widget.data;
    return (
      <AsyncView
        request={widget.request}
        onRetry={retry}
        empty={data === null || (isEmpty ? isEmpty(data) : Array.isArray(data) && !data.length)}
        emptyText={emptyText}
      >
        {data !== null && children(data)}
      </AsyncView>
    );
  }, [widget, retry, isEmpty, emptyText, children]);
  return (
    <Card as="section" className="h-100 mb-0" aria-labelledby={headingId}>
      <Card.Body className={bodyClassName}>
        <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
          <h2 className="card-title h5 mb-0" id={headingId}>
            {t(`dashboard.${name}.title`)}
          </h2>
          {headerAside}
        </div>
        <ReservedBody minHeight={minHeight}>{body}</ReservedBody>
      </Card.Body>
    </Card>
  );
}
