// The static server's security headers (e2e/server.mjs), the same as firebase.json's hosting
// sends: checked over HTTP on a folder of its own, on the page and on an asset, without a
// browser. firebase.json is read too, so the two cannot drift apart.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SECURITY_HEADERS, startStaticServer } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the pages are sent with their security headers', () => {
  let server;
  let folder;
  before(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
    fs.writeFileSync(path.join(folder, 'index.html'), '<!doctype html><title>x</title>');
    fs.mkdirSync(path.join(folder, 'static'));
    fs.writeFileSync(path.join(folder, 'static', 'app.js'), 'void 0;');
    server = await startStaticServer({ root: folder });
  });
  after(async () => {
    await server.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('no framing, no sniffing, a referrer policy and HSTS, on pages and files', async () => {
    for (const route of ['', 'users/deep/link', 'static/app.js']) {
      const response = await fetch(`${server.url}${route}`);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
      assert.equal(response.headers.get('x-frame-options'), 'DENY');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.match(response.headers.get('strict-transport-security') ?? '', /max-age=\d{7,}/);
    }
  });

  it('firebase.json sends the same headers on every path', () => {
    const hosting = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8')).hosting;
    const all = hosting.headers.find((entry) => entry.source === '**');
    assert.ok(all, 'a header rule for every path');
    const sent = Object.fromEntries(
      all.headers.map(({ key, value }) => [key.toLowerCase(), value]),
    );
    assert.deepEqual(sent, SECURITY_HEADERS);
  });
});
