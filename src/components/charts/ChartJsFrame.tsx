import type { ReactNode } from 'react';
import type { ChartData, ChartOptions, ChartType } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import { ChartFrame, type ChartTable, type LegendItem } from './ChartFrame';
import type { ChartEnvironment } from './useChartEnvironment';

/** What a series or arc chart's builder gives: Chart.js's input, the table and the legend. */
interface BuiltChart<K extends ChartType> {
  type: K;
  data: ChartData<K>;
  options: ChartOptions<K>;
  table: ChartTable;
  legend: LegendItem[];
}

/**
 * A Chart.js chart in its ChartFrame: the canvas (hidden from assistive technology, the
 * frame names it and gives its numbers as a table), or "no data" when nothing was built.
 */
export function ChartJsFrame<K extends ChartType>({
  label,
  height,
  built,
  env,
  overlay,
}: {
  label: string;
  height: number;
  /** null: the series are empty. */
  built: BuiltChart<K> | null;
  env: ChartEnvironment;
  overlay?: ReactNode;
}) {
  return (
    <ChartFrame
      label={label}
      height={height}
      empty={built === null}
      table={built?.table ?? { columns: [], rows: [] }}
      legend={built?.legend}
      overlay={overlay}
    >
      {built && (
        <Chart
          // A new theme or direction redraws from scratch; new data animates in place.
          key={`${env.theme}-${env.rtl ? 'rtl' : 'ltr'}`}
          type={built.type}
          data={built.data}
          options={built.options}
          datasetIdKey="label"
          aria-hidden="true"
          // Axis labels read in the language's direction, not the layout's.
          dir={env.textDir}
        />
      )}
    </ChartFrame>
  );
}
