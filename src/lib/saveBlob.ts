/**
 * The browser's "save as" for a Blob, a DOM side effect: sagas call it (`downloadFile`), and so
 * may a click handler. It imports nothing, so a page that uses it takes no saga code with it.
 */
export function saveBlob(blob: Blob, name: string): void {
  if (typeof URL.createObjectURL !== 'function') return; // jsdom
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
