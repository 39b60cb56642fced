import DOMPurify from 'dompurify';

/** HTML from data goes through DOMPurify, in the one component that renders it. */
export function MessageBody({ html }: { html: string }) {
  const clean = DOMPurify.sanitize(html);
  // eslint-disable-next-line react/no-danger -- the one place this HTML is rendered, sanitised above
  return <div dangerouslySetInnerHTML={{ __html: clean }} />;
}
