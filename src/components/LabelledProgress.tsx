/**
 * A Bootstrap progress bar whose `role="progressbar"` element carries the name (react-bootstrap's
 * ProgressBar puts extra props on the wrapper, which axe reports as a nameless progress bar).
 */
export function LabelledProgress({
  now,
  label,
  variant,
  striped = false,
  height,
  showValue = false,
  className = '',
}: {
  /** 0-100 */
  now: number;
  label: string;
  /** A theme colour (`success`, `info`...); default: the bar's own (primary). */
  variant?: string;
  /** Striped and moving: work in progress. */
  striped?: boolean;
  height?: number;
  showValue?: boolean;
  className?: string;
}) {
  const value = Math.max(0, Math.min(100, Math.round(now)));
  const barClass = [
    'progress-bar',
    variant && `bg-${variant}`,
    striped && 'progress-bar-striped progress-bar-animated',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`progress ${className}`.trim()} style={height ? { height } : undefined}>
      <div
        className={barClass}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        style={{ width: `${value}%` }}
      >
        {showValue ? `${value}%` : null}
      </div>
    </div>
  );
}
