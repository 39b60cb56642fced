// Issue 7's "Failed to update a ServiceWorker for scope ... : Not found": msw's unawaited
// registration.update() rejected when routes loaded one after another in a fresh browser,
// an unhandled page error (about 1 run in 10 before the fix in src/mocks/startWorker.ts).
// The test tries several fresh contexts and fails on any page or console error.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appUrl, launchBrowser, newPage, waitForDemoBackend, withSignedInPage } from './lib.mjs';

const ROUTES = [
  'auth/login',
  'landing',
  'auth/register',
  'error-404',
  'auth/forget-password',
  'maintenance',
  'auth/lock-screen',
  'error-500',
];
const ATTEMPTS = 12;

describe('demo backend worker', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it(
    'routes loaded in quick succession in a fresh browser raise no service worker error',
    { timeout: 180000 },
    async () => {
      const seen = [];
      const interrupted = [];
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        // A fresh context: no service worker registered yet, as on a first visit.
        const { context, page, errors } = await newPage(browser);
        try {
          for (const route of ROUTES) {
            // A goto may report being cut short by the page's own navigation; the next
            // route loads anyway, which is the point here.
            await page
              .goto(appUrl(route), { waitUntil: 'domcontentloaded', timeout: 10000 })
              .catch((error) => interrupted.push(`${route}: ${error.message.split('\n')[0]}`));
            // The gap is the test: navigations this close race the worker's registration;
            // waiting on a condition here would let the registration win every time.
            await page.waitForTimeout(25 + 25 * (attempt % 2));
          }
          // Once the worker controls the page, its registration (where the errors came from)
          // is over.
          await waitForDemoBackend(page);
          seen.push(...errors.filter((error) => /ServiceWorker/.test(error)));
        } finally {
          await context.close();
        }
      }
      if (interrupted.length > 0) console.log(`interrupted gotos:\n  ${interrupted.join('\n  ')}`);
      assert.deepEqual(seen, []);
    },
  );

  it('the worker outlives the last page that used it: the next page is its own from the start', async () => {
    // msw's worker unregisters itself when the page that closes is the last one it knows. The
    // page on its way in is not one it knows yet, so it was then run by a worker on its way
    // out, which sent that page's requests to the real hosts: the session check's account
    // lookup and profile read failed (net::ERR_NAME_NOT_RESOLVED, "Error fetching user data"),
    // about one landing -> dashboard in four on a busy machine. public/demoWorker.js keeps it.
    await withSignedInPage(browser, async ({ page, errors }) => {
      await waitForDemoBackend(page);
      await page.addInitScript(() => {
        window.__controlledFromStart = navigator.serviceWorker?.controller != null;
      });
      // The only page of the worker goes away: msw's own worker unregistered itself here.
      await page.goto('about:blank');
      // No condition can serve: the wait gives msw's own behaviour (unregistering its worker
      // once the last page said 'CLIENT_CLOSED') its time to happen, and with the fix nothing
      // happens, so there is no event to wait for; about:blank cannot see the worker either.
      // A second is many times what the worker takes to handle that message.
      await page.waitForTimeout(1000);
      await page.goto(appUrl('pages/starter'));
      const { controlled, registrations } = await page.evaluate(async () => ({
        controlled: window.__controlledFromStart,
        registrations: (await navigator.serviceWorker.getRegistrations()).length,
      }));
      assert.equal(controlled, true, 'the page was loaded by the demo worker');
      assert.equal(registrations, 1, 'the worker is still registered');
      await page.getByRole('heading', { name: 'Starter' }).waitFor();
      assert.deepEqual(errors, []);
    });
  });

  it('a page that said it is closing is still answered by the demo backend, never by the real hosts', async () => {
    // msw's page says 'CLIENT_CLOSED' on beforeunload, and its worker then sent that page's
    // requests to the network. A session check still under way when the visitor moves on (a
    // reload, then the next page at once) went to the real Firebase host: "Failed to load
    // resource: net::ERR_NAME_NOT_RESOLVED", seen once in CI (apps-work). Here the page says
    // it, and asks the demo backend for an account with a token it never issued.
    await withSignedInPage(browser, async ({ page, errors }) => {
      await waitForDemoBackend(page);
      // The worker takes a page's messages in the order sent, and msw answers an integrity
      // check after the same two lookups it makes before forgetting a closing page: its answer
      // to one sent after 'CLIENT_CLOSED' says the worker is done with that message. (msw's
      // page asks for that check only as it starts, so the answer is to this request; a
      // keep-alive's could be to the one msw's page sends every 5 s.)
      await page.evaluate(
        () =>
          new Promise((resolve, reject) => {
            const timer = setTimeout(
              () => reject(new Error('the demo worker did not answer within 10 s')),
              10000,
            );
            navigator.serviceWorker.addEventListener('message', function answered(event) {
              if (event.data?.type !== 'INTEGRITY_CHECK_RESPONSE') return;
              navigator.serviceWorker.removeEventListener('message', answered);
              clearTimeout(timer);
              resolve();
            });
            const worker = navigator.serviceWorker.controller;
            worker.postMessage('CLIENT_CLOSED');
            worker.postMessage('INTEGRITY_CHECK_REQUEST');
          }),
      );
      const answer = await page.evaluate(() =>
        fetch('https://identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ idToken: 'not-a-token' }),
        }).then(
          async (response) => `${response.status} ${(await response.json()).error?.message}`,
          (error) => `network: ${error.message}`,
        ),
      );
      assert.equal(answer, '400 INVALID_ID_TOKEN');
      // The browser notes the refusal it was asked for; nothing else.
      const refusal = /status of 400 .*accounts:lookup/;
      assert.deepEqual(
        errors.filter((error) => !refusal.test(error)),
        [],
      );
    });
  });

  it('a worker the browser stopped and started again still answers the open page: a new project is kept', async () => {
    // The browser stops an idle worker (a tab hidden for long), and msw's list of the pages it
    // answers for is lost with it: the next read went to the network (the static server's
    // HTML as the projects list, a crashed saga) and a write was lost. public/demoWorker.js
    // asks the open pages again when it starts.
    await withSignedInPage(browser, async ({ page, context, errors }) => {
      await waitForDemoBackend(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
      // In the app, not a new page load (a new page starts the demo backend again).
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('button', { name: 'Projects' }).click();
      await menu.getByRole('link', { name: 'List' }).click();
      await page.getByRole('button', { name: 'Create project' }).click();
      const form = page.getByRole('dialog', { name: 'Create project' });
      await form.getByLabel('Name').fill('Kept after a worker restart');
      await form.getByRole('button', { name: 'Create' }).click();
      await form.waitFor({ state: 'hidden' });
      await page.reload();
      await page.getByRole('link', { name: 'Kept after a worker restart' }).waitFor();
      assert.deepEqual(errors, []);
    });
  });
});
