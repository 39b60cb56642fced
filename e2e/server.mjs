// A static server for the production build: files under the base path, and index.html for
// every other path under it (the SPA's deep links), as a real host with a rewrite would do.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ttf': 'font/ttf',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/**
 * The pages' security headers, as firebase.json's hosting and the deploy doc's nginx send
 * them: no framing by another site, no MIME sniffing, no full URL to other origins, HTTPS
 * only once seen (ignored on http://127.0.0.1). The CSP does not yet restrict scripts and
 * styles: the build's inline scripts (public/index.html, scripts/prerender.mjs) would need
 * their hashes per build first.
 */
export const SECURITY_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/** With `gzip`, text files are sent compressed when the browser accepts it, as every real host
 * does (Firebase Hosting compresses on the fly): Lighthouse's simulated network charges the
 * bytes sent, so the bench (scripts/bench.mjs) would see every page three times heavier
 * uncompressed. The e2e suite serves them as they are (its kanban drag test is timing
 * sensitive and fails with compression: to be looked into). */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
const compressed = new Map();
function gzipped(file) {
  const { mtimeMs } = fs.statSync(file);
  const cached = compressed.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
  compressed.set(file, { mtimeMs, body });
  return body;
}

/**
 * @param {{ root: string, basePath?: string, port?: number, host?: string, gzip?: boolean }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startStaticServer({
  root,
  basePath = '/shreyu/react/',
  port = 0,
  host = '127.0.0.1',
  gzip: compress = false,
}) {
  const index = path.join(root, 'index.html');
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (!url.pathname.startsWith(basePath)) {
      if (url.pathname === basePath.slice(0, -1)) {
        res.writeHead(301, { location: basePath }).end();
        return;
      }
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const relative = decodeURIComponent(url.pathname.slice(basePath.length));
    const file = path.normalize(path.join(root, relative));
    const inside = file.startsWith(root + path.sep) || file === root;
    const isFile = inside && fs.existsSync(file) && fs.statSync(file).isFile();
    const target = isFile ? file : index;
    const type = TYPES[path.extname(target)] ?? 'application/octet-stream';
    const immutable = isFile && /\/static\//.test(file);
    const gzip =
      compress &&
      COMPRESSIBLE.test(type) &&
      /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': type,
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(path.basename(target) === 'demoWorker.js' ? { 'service-worker-allowed': basePath } : {}),
    });
    if (gzip) res.end(gzipped(target));
    else fs.createReadStream(target).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}${basePath}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'build');
  const port = Number(process.env.PORT ?? 5000);
  startStaticServer({ root, port }).then(({ url }) => console.log(`Serving ${root} at ${url}`));
}
