import { useRef, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useChartTurn } from './useChartTurn';

export interface LegendItem {
  label: string;
  color: string;
  /** Shown after the label (a formatted value). */
  value?: string;
  dashed?: boolean;
}

/** The chart's legend, as HTML: it reads in the page's direction and language. */
export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <ul className="list-inline text-center small text-body-secondary mt-2 mb-0" aria-hidden="true">
      {items.map((item) => (
        <li className="list-inline-item mx-2" key={item.label}>
          <span
            className="d-inline-block rounded-circle me-1"
            style={{
              width: 8,
              height: 8,
              background: item.dashed ? 'transparent' : item.color,
              border: `2px ${item.dashed ? 'dashed' : 'solid'} ${item.color}`,
            }}
          />
          <bdi>{item.label}</bdi>
          {item.value && (
            // The margin on the span, which reads in the page's direction; the value in a
            // <bdi>, which reads in its own (the margin would follow it to the wrong side).
            <span className="ms-1 fw-semibold text-body">
              <bdi>{item.value}</bdi>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export interface ChartTable {
  /** Column headings after the first ("Label") column: one per series. */
  columns: string[];
  rows: { label: string; values: string[] }[];
}

/**
 * What every chart of the family looks like to everyone: the canvas inside a `role="img"`
 * box named by `label`, and the same numbers as a visually hidden table (a screen reader
 * can read them; the canvas alone says nothing). An empty series shows "No data for this
 * period" instead of an empty canvas.
 */
export function ChartFrame({
  label,
  height,
  empty,
  table,
  overlay,
  legend,
  drawAtOnce = false,
  children,
}: {
  label: string;
  height: number;
  empty: boolean;
  table: ChartTable;
  /** Drawn over the chart's centre (the donut's total, the gauge's value). */
  overlay?: ReactNode;
  legend?: LegendItem[];
  /** Draws with the page (an SVG sparkline), without waiting for a turn (useChartTurn). */
  drawAtOnce?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const drawn = useChartTurn(box, !empty && !drawAtOnce) || drawAtOnce;
  if (empty) {
    return (
      <div
        className="d-flex align-items-center justify-content-center text-body-secondary text-center"
        style={{ minHeight: Math.min(height, 160) }}
      >
        {t('charts.noData')}
      </div>
    );
  }
  return (
    <figure className="chart-frame m-0">
      <div ref={box} role="img" aria-label={label} className="position-relative" style={{ height }}>
        {drawn ? children : null}
        {overlay && (
          <div
            className="position-absolute top-50 start-50 translate-middle text-center pe-none"
            aria-hidden="true"
          >
            {overlay}
          </div>
        )}
      </div>
      {legend && legend.length > 0 && <ChartLegend items={legend} />}
      {/* The wrapper hides it: a table ignores width: 1px and would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('charts.dataTable', { label })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('charts.category')}</th>
              {table.columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={`${row.label}-${index}`}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, column) => (
                  <td key={column}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
