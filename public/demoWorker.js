/* global activeClientIds, importScripts, self */
// The demo backend's service worker: msw's own (mockServiceWorker.js, which msw generates),
// and two changes.
//
// 1. A page that closes is forgotten, but the worker is not unregistered. msw unregisters its
//    worker when the page that closes was the last one it saw ('CLIENT_CLOSED'). In an app of
//    many pages that is the moment the next page is on its way, and the worker's list of pages
//    does not hold it yet: the next page is then controlled by a worker on its way out, which
//    passes every request of that page to the network (`activeClientIds` is empty), so the
//    session check's calls went to the real Firebase hosts (seen in CI: landing page → demo
//    dashboard, one load in four with both cores busy). Registered before msw's listener, this
//    one handles that message and stops it there. `activeClientIds` is msw's: the two scripts
//    share the worker's global scope.
self.addEventListener('message', (event) => {
  if (event.data !== 'CLIENT_CLOSED') return;
  event.stopImmediatePropagation();
  const clientId = event.source && event.source.id;
  if (clientId) activeClientIds.delete(clientId);
});

importScripts('./mockServiceWorker.js');

// 2. A page opened while the worker was installing is not controlled by it once it is active,
//    and msw reloads such a page, which loses what the visitor typed. The page asks for
//    'shreyu:claim' instead (src/mocks/startWorker.ts): the worker takes over every open page
//    of its scope, as it did when it activated.
self.addEventListener('message', (event) => {
  if (event.data === 'shreyu:claim') event.waitUntil(self.clients.claim());
});
