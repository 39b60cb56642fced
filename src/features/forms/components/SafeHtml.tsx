import DOMPurify from 'dompurify';

/**
 * The one place that renders HTML from data (markdown preview): always sanitised first, in
 * the text's own direction.
 */
export function SafeHtml({
  html,
  className,
  label,
}: {
  html: string;
  className?: string;
  label?: string;
}) {
  return (
    <div
      className={className}
      dir="auto"
      aria-label={label}
      role={label ? 'region' : undefined}
      // eslint-disable-next-line react/no-danger -- sanitised by DOMPurify on the line below
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
    />
  );
}
