/**
 * HTML from data (e-mail bodies) made safe before it is stored: DOMPurify, as the browser
 * uses, on a DOM of its own (jsdom), with the shared policy (`EMAIL_HTML_POLICY`). The
 * browser sanitises again when it renders.
 *
 * jsdom is loaded on the first e-mail that needs it, not at start: it is the largest module
 * the server has (about 60 MB of memory), and an instance that serves no e-mail writes
 * (most of a team's traffic) never holds it.
 */
import type { DOMPurify } from 'dompurify';
import type { HtmlSanitizer } from '@/backend/route';
import { EMAIL_HTML_POLICY } from '@/backend/email/sanitize';

let purify: Promise<DOMPurify> | null = null;

function loadPurify(): Promise<DOMPurify> {
  purify ??= Promise.all([import('dompurify'), import('jsdom')]).then(
    ([{ default: createDOMPurify }, { JSDOM }]) => createDOMPurify(new JSDOM('').window),
    (error: unknown) => {
      purify = null; // the next e-mail tries again
      throw error;
    },
  );
  return purify;
}

export const sanitizeHtml: HtmlSanitizer = async (html) =>
  (await loadPurify()).sanitize(html, { ...EMAIL_HTML_POLICY, RETURN_TRUSTED_TYPE: false });
