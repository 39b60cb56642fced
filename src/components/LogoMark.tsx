/**
 * The Shreyu mark (a rounded square with an S), drawn inline so no page waits for an image.
 * One drawing for the top bar and the sign-in pages; the name beside it is the caller's.
 */
export function LogoMark({ size = 28, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 28 28"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="28" height="28" rx="8" fill="#5369f8" />
      <path
        d="M9 18.5c1.2 1 2.9 1.6 4.8 1.6 2.6 0 4.2-1.2 4.2-3s-1.4-2.5-3.9-3.1c-2.2-.5-3-.9-3-1.8 0-.8.8-1.4 2.2-1.4 1.3 0 2.5.4 3.5 1.1"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
