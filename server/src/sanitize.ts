/**
 * HTML from data (e-mail bodies) made safe before it is stored: DOMPurify, as the browser
 * uses, on a DOM of its own (jsdom), with the shared policy (`EMAIL_HTML_POLICY`). The
 * browser sanitises again when it renders.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import type { HtmlSanitizer } from '@/backend/route';
import { EMAIL_HTML_POLICY } from '@/backend/email/sanitize';

let purify: ReturnType<typeof createDOMPurify> | null = null;

export const sanitizeHtml: HtmlSanitizer = (html) => {
  purify ??= createDOMPurify(new JSDOM('').window);
  return purify.sanitize(html, { ...EMAIL_HTML_POLICY, RETURN_TRUSTED_TYPE: false });
};
