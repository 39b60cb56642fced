/**
 * What an e-mail body may keep, as DOMPurify options (the browser renders with the same):
 * HTML only, no script (DOMPurify's profile), none of these tags, no inline style. Each
 * adapter gives `runRoute` a sanitiser applying it: the msw demo DOMPurify on the page's DOM;
 * a server DOMPurify on a DOM of its own (jsdom), or a DOM-free sanitiser with the same
 * allow-list.
 */
export const EMAIL_HTML_POLICY: {
  USE_PROFILES: { html: true };
  FORBID_TAGS: string[];
  FORBID_ATTR: string[];
} = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};
