// A small static file server: serves dist/ for `npm start`, and the built site, embed,
// host page and Storybook for the tests. No dependencies; gzip when the client asks (the
// build's .gz copy where there is one, else compressed here once per file version).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json',
};
const compressible = /^(text\/|application\/(json|javascript|xml|manifest)|image\/svg)/;

/**
 * `base` ('/tools', '' by default) serves the folder under that path, as a site built with
 * BASE_PATH=/tools/ expects (issue #36): `/tools/x` is the folder's `/x`, `/tools` redirects to
 * `/tools/`, and anything outside the base gets the 404 page. `headers` receives the path below
 * the base, as siteHeaders() takes it.
 * @param {{ root: string, port?: number, host?: string, spa?: boolean, base?: string,
 *           headers?: (urlPath: string) => Record<string, string> }} options
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export function serve({ root, port = 0, host = '127.0.0.1', spa = false, base = '', headers = () => ({}) }) {
  base = base.replace(/\/+$/, '');
  const absRoot = path.resolve(root);
  // Each file is compressed once (until it changes), as a host or CDN serves it. Compressing on
  // every request cost about 23 ms of CPU per tool page load (its HTML, CSS and 18 modules) in
  // this process, beside the browser Lighthouse and the timing tests measure on a 2-core machine.
  // One entry per file (its latest version), so a long-running server does not grow with rebuilds.
  /** @type {Map<string, { version: string, out: Buffer }>} */
  const gzipped = new Map();
  const gzipOf = (file) => {
    const { mtimeMs, size } = fs.statSync(file);
    // The build's precompressed copy (scripts/precompress.mjs), as nginx's gzip_static sends it,
    // unless the file was rewritten after it.
    const copy = `${file}.gz`;
    if (fs.existsSync(copy) && fs.statSync(copy).mtimeMs >= mtimeMs) return fs.readFileSync(copy);
    const version = `${mtimeMs}:${size}`;
    const cached = gzipped.get(file);
    if (cached?.version === version) return cached.out;
    const out = zlib.gzipSync(fs.readFileSync(file));
    gzipped.set(file, { version, out });
    return out;
  };
  const server = http.createServer((req, res) => {
    const requested = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (base && requested === base) {
      res.writeHead(301, { location: `${base}/`, ...headers('/') }).end();
      return;
    }
    // Outside the base path nothing is served: the 404 page (its links lead back under the base).
    const outside = base !== '' && !requested.startsWith(`${base}/`);
    const urlPath = outside ? '/404' : requested.slice(base.length);
    // Storybook's pages load their files by relative URL: /storybook must become /storybook/.
    if (urlPath === '/storybook' && fs.existsSync(path.join(absRoot, 'storybook', 'index.html'))) {
      res.writeHead(301, { location: `${base}/storybook/`, ...headers(urlPath) }).end();
      return;
    }
    let file = path.join(absRoot, urlPath);
    if (!file.startsWith(absRoot)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file) && fs.existsSync(`${file}.html`)) file = `${file}.html`;
    let status = 200;
    if (outside || !fs.existsSync(file)) {
      const notFound = path.join(absRoot, '404.html');
      if (spa && !path.extname(urlPath)) file = path.join(absRoot, 'index.html');
      else if (fs.existsSync(notFound) && !path.extname(urlPath)) {
        file = notFound;
        status = 404;
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const out = { 'content-type': type, ...headers(outside ? '/404.html' : urlPath) };
    const gzip = compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) {
      out['content-encoding'] = 'gzip';
      out.vary = 'Accept-Encoding';
    }
    res.writeHead(status, out);
    res.end(req.method === 'HEAD' ? undefined : gzip ? gzipOf(file) : fs.readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}`,
        port: actualPort,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

// CLI: node scripts/serve.mjs <root> [port] [--spa] [--site-headers] [--base=/tools/]
// With --site-headers and no --base, the base is the build's (BASE_PATH or toolshed.config.json,
// scripts/build-options.mjs), so `npm start` serves what `npm run build` made.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [root = 'dist', port = '4173'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const spa = process.argv.includes('--spa');
  const siteHeaders = process.argv.includes('--site-headers');
  const headers = siteHeaders ? (await import('./headers.mjs')).siteHeaders : undefined;
  const baseFlag = process.argv.find((a) => a.startsWith('--base='))?.slice('--base='.length);
  const { buildOptions, normalizeBasePath } = await import('./build-options.mjs');
  const base = (baseFlag !== undefined ? normalizeBasePath(baseFlag) : siteHeaders ? buildOptions().base : '/').replace(/\/$/, '');
  const { url } = await serve({ root, port: Number(port), spa, base, headers });
  console.log(`\n  Toolshed is running at ${url}${base}/  (serving ${root}/, Ctrl+C to stop)\n`);
}
