/**
 * Small inline illustrations for the error pages: a few shapes in the theme's colours
 * (currentColor and Bootstrap's custom properties), so they follow light and dark and cost
 * no image request. Decorative: hidden from assistive technology.
 */
export type IllustrationKind = 'not-found' | 'server' | 'denied' | 'maintenance';

/** The server's three racks, top to bottom: the last one is the one that failed. */
const SERVER_RACKS = [
  { y: 20, fill: 'var(--bs-primary-bg-subtle)', ink: 'currentColor' },
  { y: 56, fill: 'var(--bs-primary-bg-subtle)', ink: 'currentColor' },
  { y: 92, fill: 'var(--bs-danger-bg-subtle)', ink: 'var(--bs-danger)' },
];

export function ErrorIllustration({ kind }: { kind: IllustrationKind }) {
  return (
    <svg
      viewBox="0 0 200 140"
      width="200"
      height="140"
      aria-hidden="true"
      focusable="false"
      className="error-illustration text-primary"
    >
      <ellipse cx="100" cy="128" rx="70" ry="8" fill="var(--bs-secondary-bg)" />
      {kind === 'not-found' && (
        <g>
          <circle
            cx="88"
            cy="62"
            r="38"
            fill="var(--bs-primary-bg-subtle)"
            stroke="currentColor"
            strokeWidth="6"
          />
          <line
            x1="116"
            y1="90"
            x2="150"
            y2="122"
            stroke="currentColor"
            strokeWidth="10"
            strokeLinecap="round"
          />
          <text
            x="88"
            y="72"
            textAnchor="middle"
            fontSize="28"
            fontWeight="700"
            fill="currentColor"
          >
            ?
          </text>
        </g>
      )}
      {kind === 'server' && (
        <g>
          {SERVER_RACKS.map(({ y, fill, ink }) => (
            <rect
              key={y}
              x="55"
              y={y}
              width="90"
              height="28"
              rx="6"
              fill={fill}
              stroke={ink}
              strokeWidth="4"
            />
          ))}
          {SERVER_RACKS.map(({ y, ink }) => (
            <circle key={y} cx="70" cy={y + 14} r="4" fill={ink} />
          ))}
          <path d="M150 96 l16 -14 l-6 14 l14 -2 l-22 22 l6 -16 z" fill="var(--bs-warning)" />
        </g>
      )}
      {kind === 'denied' && (
        <g>
          <rect
            x="62"
            y="58"
            width="76"
            height="60"
            rx="10"
            fill="var(--bs-primary-bg-subtle)"
            stroke="currentColor"
            strokeWidth="5"
          />
          <path
            d="M78 58 v-14 a22 22 0 0 1 44 0 v14"
            fill="none"
            stroke="currentColor"
            strokeWidth="7"
          />
          <circle cx="100" cy="84" r="7" fill="currentColor" />
          <rect x="97" y="86" width="6" height="16" rx="3" fill="currentColor" />
        </g>
      )}
      {kind === 'maintenance' && (
        <g>
          <circle
            cx="100"
            cy="66"
            r="40"
            fill="var(--bs-primary-bg-subtle)"
            stroke="currentColor"
            strokeWidth="5"
            strokeDasharray="14 8"
          />
          <circle cx="100" cy="66" r="14" fill="none" stroke="currentColor" strokeWidth="6" />
          <path
            d="M128 102 l30 22"
            stroke="var(--bs-warning)"
            strokeWidth="10"
            strokeLinecap="round"
          />
        </g>
      )}
    </svg>
  );
}
