import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The ONE place HTML from data is rendered: an e-mail body, sanitised with DOMPurify first
 * (no script, no event handlers, no javascript: URLs; links open in a new tab, safely).
 */
export function sanitizeEmailHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  const template = document.createElement('template');
  template.innerHTML = clean;
  template.content.querySelectorAll('a[href]').forEach((link) => {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  });
  return template.innerHTML;
}

export function EmailBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeEmailHtml(html), [html]);
  // eslint-disable-next-line react/no-danger -- sanitised just above, the only such place
  return <div className="email-body" dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
