/* global importScripts, self */
// The demo backend's service worker: msw's own (mockServiceWorker.js, which msw generates),
// and one message more. A page opened while the worker was installing is not controlled by
// it once it is active, and msw reloads such a page, which loses what the visitor typed. The
// page asks for 'shreyu:claim' instead (src/mocks/startWorker.ts): the worker takes over
// every open page of its scope, as it did when it activated.
importScripts('./mockServiceWorker.js');

self.addEventListener('message', (event) => {
  if (event.data === 'shreyu:claim') event.waitUntil(self.clients.claim());
});
