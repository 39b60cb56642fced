/* global activeClientIds, handleRequest, importScripts, self */
// The demo backend's service worker: msw's own (mockServiceWorker.js, which msw generates),
// and three changes. `activeClientIds` and `handleRequest` are msw's: the scripts share the
// worker's global scope. The listeners before importScripts run before msw's.

// 1. A page that closes is still answered for while it lives, and the worker is not
//    unregistered. msw forgets a page the moment it says it closes ('CLIENT_CLOSED', on
//    beforeunload), and unregisters its worker when that page was the last one it saw:
//    - the page still lives until the next one is up, and what it asks meanwhile went to the
//      network: a session check still under way when the visitor moved on (a reload, then
//      the next page at once) reached the real Firebase host: the ERR_NAME_NOT_RESOLVED of
//      a CI run (kanban reloaded, then the file manager; traced here, the account lookup
//      left 160 ms before the next page);
//    - in an app of many pages that is the moment the next page is on its way, and the
//      worker's list of pages does not hold it yet: the next page was then controlled by a
//      worker on its way out, which passed every request of that page to the network
//      (`activeClientIds` empty), so the session check's calls went to the real Firebase
//      hosts (seen in CI: landing page -> demo dashboard, one load in four, both cores busy).
//    A closing page is forgotten once the browser no longer knows it (looked up on the next
//    message, such as another page's keep-alive every 5 s).
const closing = new Set();

function forgetGonePages() {
  for (const clientId of closing) {
    self.clients.get(clientId).then((client) => {
      if (client) return;
      closing.delete(clientId);
      activeClientIds.delete(clientId);
    });
  }
}

self.addEventListener('message', (event) => {
  forgetGonePages();
  if (event.data !== 'CLIENT_CLOSED') return;
  event.stopImmediatePropagation();
  const clientId = event.source && event.source.id;
  if (clientId) closing.add(clientId);
});

// 2. A worker the browser stopped and started again. The browser stops an idle worker (30 s
//    without an event; msw's keep-alive message comes every 5 s, once a minute in a tab hidden
//    for long), and msw's list of the pages it answers for lives in the worker's memory: the
//    worker started again answered nothing, and the pages' requests went to the network (the
//    demo API's reads got the app's HTML). Its first requests from a page's code (fetch or
//    XHR; not the page's scripts, styles or images) wait until the open pages were asked
//    whether they run the demo backend ('shreyu:mocking?', answered by src/mocks/startWorker.ts):
//    those that say so are answered for again. A page that does not answer within
//    ASK_TIMEOUT_MS does not run it (its code is not there yet): msw decides as before. Asked
//    once each time the worker starts; a fresh worker asks too, and pays at most that wait.
const ASK = 'shreyu:mocking?';
const ASK_TIMEOUT_MS = 300;
let asked = null;
let askedAll = false;

function askOpenPages() {
  asked ??= self.clients
    .matchAll({ type: 'window' })
    .then((clients) =>
      Promise.all(
        clients.map(
          (client) =>
            new Promise((resolve) => {
              const channel = new MessageChannel();
              const timer = setTimeout(resolve, ASK_TIMEOUT_MS);
              channel.port1.onmessage = (event) => {
                clearTimeout(timer);
                if (event.data === true) activeClientIds.add(client.id);
                resolve();
              };
              client.postMessage(ASK, [channel.port2]);
            }),
        ),
      ),
    )
    .catch(() => undefined)
    .finally(() => {
      askedAll = true;
    });
  return asked;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (askedAll) return; // msw decides, as always
  if (request.mode === 'navigate' || request.destination !== '') return;
  event.stopImmediatePropagation();
  const interceptedAt = Date.now();
  event.respondWith(
    askOpenPages().then(() =>
      activeClientIds.size > 0
        ? handleRequest(event, crypto.randomUUID(), interceptedAt)
        : fetch(request),
    ),
  );
});

importScripts('./mockServiceWorker.js');

// 3. A page opened while the worker was installing is not controlled by it once it is active,
//    and msw reloads such a page, which loses what the visitor typed. The page asks for
//    'shreyu:claim' instead (src/mocks/startWorker.ts): the worker takes over every open page
//    of its scope, as it did when it activated.
self.addEventListener('message', (event) => {
  if (event.data === 'shreyu:claim') event.waitUntil(self.clients.claim());
});
