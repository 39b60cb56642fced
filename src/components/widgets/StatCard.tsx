import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import type { ChartColor } from '@/components/charts/useChartEnvironment';

export type StatCardVariant = 'icon' | 'progress' | 'sparkline' | 'chart';

export interface StatCardProps {
  title: string;
  /** Already formatted for the current language. */
  value: string;
  /** Change against the previous period, in percent; its text is already formatted. */
  change?: { value: number; text: string; caption?: string };
  variant?: StatCardVariant;
  icon?: ReactNode;
  color?: ChartColor;
  /** 0-100, for the `progress` style. */
  progress?: number;
  progressLabel?: string;
  /** The sparkline or chart (drawn by the page with the chart family). */
  chart?: ReactNode;
}

/**
 * The template's stat card in its four styles: an icon tile, with a progress bar, with a
 * sparkline beside the number (the title above both), with a chart under it. Presentational: no store, no fetching.
 */
export function StatCard({
  title,
  value,
  change,
  variant = 'icon',
  icon,
  color = 'primary',
  progress,
  progressLabel,
  chart,
}: StatCardProps) {
  const trend = change && (
    // The -emphasis shades: Shreyu's light green and pink fail 4.5:1 as small text.
    <span className={change.value >= 0 ? 'text-success-emphasis' : 'text-danger-emphasis'}>
      <span aria-hidden="true">{change.value >= 0 ? '▲' : '▼'}</span> <bdi>{change.text}</bdi>
      {change.caption && (
        <span className="text-body-secondary ms-1">
          <bdi>{change.caption}</bdi>
        </span>
      )}
    </span>
  );
  const heading = (
    <h2 className="text-uppercase text-body-secondary fs-6 fw-semibold mb-1">{title}</h2>
  );
  return (
    <Card className="h-100 mb-0">
      <Card.Body>
        {variant === 'sparkline' ? (
          <>
            {/* Across the card: beside the sparkline a title wrapped on narrow columns, so a
                card was a line taller than its skeleton at some widths (a layout shift). */}
            {heading}
            <div className="d-flex align-items-center gap-3">
              <div className="flex-grow-1 min-w-0">
                <p className="h3 mb-1">{value}</p>
                {trend && <p className="small mb-0">{trend}</p>}
              </div>
              <div className="flex-shrink-0" style={{ width: '45%' }}>
                {chart}
              </div>
            </div>
          </>
        ) : (
          <div className="d-flex align-items-start gap-3">
            <div className="flex-grow-1 min-w-0">
              {heading}
              <p className="h3 mb-1">{value}</p>
              {trend && <p className="small mb-0">{trend}</p>}
            </div>
            {icon && (
              <div
                className={`flex-shrink-0 rounded bg-${color}-subtle text-${color}-emphasis p-2 lh-1`}
                aria-hidden="true"
              >
                {icon}
              </div>
            )}
          </div>
        )}
        {variant === 'progress' && progress !== undefined && (
          <div
            className="progress mt-3"
            style={{ height: 6 }}
            role="progressbar"
            aria-label={progressLabel ?? title}
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className={`progress-bar bg-${color}`} style={{ width: `${progress}%` }} />
          </div>
        )}
        {variant === 'chart' && <div className="mt-3">{chart}</div>}
      </Card.Body>
    </Card>
  );
}
