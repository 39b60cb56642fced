/**
 * Catches the files a page hands the browser to save (jsdom saves nothing): every Blob given to
 * `URL.createObjectURL`, and the spied link click that would start the download.
 * jest's `restoreMocks` puts the click back after each test.
 */
export function catchDownloads() {
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:download-${blobs.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest
    .spyOn(HTMLAnchorElement.prototype, 'click')
    .mockImplementation(() => undefined);
  return { blobs, click };
}
