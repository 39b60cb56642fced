/**
 * A Bootstrap progress bar whose `role="progressbar"` element carries the name (react-bootstrap's
 * ProgressBar puts extra props on the wrapper, which axe reports as a nameless progress bar).
 */
export function LabelledProgress({
  now,
  label,
  height,
  showValue = false,
  className = '',
}: {
  /** 0-100 */
  now: number;
  label: string;
  height?: number;
  showValue?: boolean;
  className?: string;
}) {
  const value = Math.max(0, Math.min(100, Math.round(now)));
  return (
    <div className={`progress ${className}`} style={height ? { height } : undefined}>
      <div
        className="progress-bar"
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
