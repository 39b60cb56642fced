/**
 * A Bootstrap progress bar whose role="progressbar" element carries the accessible name
 * (react-bootstrap's ProgressBar puts aria-label on the wrapper, which axe refuses).
 */
export function Meter({
  value,
  label,
  variant = 'primary',
  striped = false,
  showValue = false,
  height,
}: {
  value: number;
  label: string;
  variant?: string;
  striped?: boolean;
  showValue?: boolean;
  height?: number;
}) {
  return (
    <div className="progress" style={height ? { height } : undefined}>
      <div
        className={`progress-bar bg-${variant}${striped ? ' progress-bar-striped progress-bar-animated' : ''}`}
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        style={{ width: `${value}%` }}
      >
        {showValue ? `${value}%` : null}
      </div>
    </div>
  );
}
