import crypto from 'node:crypto';
import fs from 'node:fs';

/**
 * The theme script must run before first paint (no flash of the wrong theme). The prerender
 * inlines it to save a render-blocking request; the CSP allows exactly this text by its hash.
 */
export const THEME_SCRIPT = fs.readFileSync(new URL('../public/theme-init.js', import.meta.url), 'utf8').trim();
const themeScriptHash = `'sha256-${crypto.createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

// Response headers for the built site: one set of rules used by `npm start`'s server, by the
// tests, and written to dist/_headers for static hosts (Netlify / Cloudflare Pages format).

/**
 * The site's Content-Security-Policy. No inline style anywhere: the prerender moves react-aria's
 * inline style attributes into a stylesheet and its press-handling <style> is pre-empted by the
 * site stylesheet (see src/site/global.css.ts). The one inline script is the theme script, by hash.
 *
 * `'wasm-unsafe-eval'` lets the page compile WebAssembly, and nothing else (no `eval`, no string
 * timers: that would be `'unsafe-eval'`): the hash tools hash files with hash-wasm, 2–7× the speed
 * of their JavaScript fallback (issue #37). It is on every page, not only theirs: the site routes
 * in the browser, and a document keeps the policy it was loaded with, so a visitor who arrives on
 * the home page and opens the hash generator runs under the home page's policy. The code that may
 * be compiled is still only what `script-src 'self'` loaded.
 */
export const WASM_SOURCE = "'wasm-unsafe-eval'";
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${WASM_SOURCE} ${themeScriptHash}`,
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Iframe embeds (/embed/frame/{id}/): the site's policy, framable by any site. The frame page has
 * no inline script, so no hash either.
 */
export const FRAME_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(` ${themeScriptHash}`, '').replace("frame-ancestors 'none'", 'frame-ancestors *');

/**
 * The published Storybook (dist/storybook, linked from the footer and /docs/api) is a separate
 * app we do not control: its manager and preview use inline scripts and inline styles, and the
 * manager frames the preview. It gets this relaxed policy on /storybook/ only; it is still
 * same-origin only (no request can leave the site) and cannot be framed by other sites.
 */
export const STORYBOOK_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Headers for one request path of the built site, as a path below its base (`/tools/x.js` of a site
 * built with BASE_PATH=/tools/ is `/x.js` here: `siteHeadersUnder` and the generated files strip it).
 */
export function siteHeaders(urlPath) {
  const headers = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  // The embed builder is a page of the site (/embed), whatever the files under /embed/ are.
  const builderPage = urlPath === '/embed/' || urlPath === '/embed/index.html';
  if (builderPage) {
    headers['content-security-policy'] = CONTENT_SECURITY_POLICY;
  } else if (urlPath.startsWith('/embed/frame/')) {
    // Pages for other sites' iframes: any site may frame them; search engines skip them (the
    // tool's own page is the one to find).
    headers['content-security-policy'] = FRAME_CONTENT_SECURITY_POLICY;
    headers['x-robots-tag'] = 'noindex';
  } else if (urlPath.startsWith('/embed/') || urlPath.startsWith('/oembed/')) {
    // Third-party pages load the embed, and oEmbed consumers may read /oembed/ from a browser:
    // allow any origin, and no CSP of ours applies there.
    headers['access-control-allow-origin'] = '*';
  } else if (urlPath === '/storybook' || urlPath.startsWith('/storybook/')) {
    headers['content-security-policy'] = STORYBOOK_CONTENT_SECURITY_POLICY;
  } else {
    headers['content-security-policy'] = CONTENT_SECURITY_POLICY;
  }
  // The Atom feed: its own media type, so feed readers and browsers know it (the server's is plain XML).
  if (urlPath === '/feed.xml') headers['content-type'] = 'application/atom+xml; charset=utf-8';
  // Hashed file names never change content: cache them forever. Everything else (HTML, the
  // service worker, the embed loader) is revalidated on each use.
  headers['cache-control'] = /^\/(assets|embed\/(v\d+\/)?(chunks|assets))\//.test(urlPath) ? IMMUTABLE : 'no-cache';
  return headers;
}

/**
 * siteHeaders() for a server whose site lives under `base` ('/tools', '' at the root): the path with
 * the base taken off, or, for a path outside it, the page headers (a 404 there).
 */
export function siteHeadersUnder(base, urlPath) {
  if (!base) return siteHeaders(urlPath);
  if (urlPath === base) return siteHeaders('/');
  return siteHeaders(urlPath.startsWith(`${base}/`) ? urlPath.slice(base.length) : '/404.html');
}

/**
 * The path classes that carry headers of their own, as [prefix, a sample path under it]. Both
 * generated server configurations are built from these samples through siteHeaders(), so a rule
 * changed above reaches `npm start`, dist/_headers and dist/nginx.conf alike; the nginx e2e spec
 * (tests/e2e/nginx.spec.ts) compares every file nginx serves with siteHeaders().
 */
export const PREFIX_RULES = [
  ['/assets/', '/assets/x.js'],
  ['/embed/chunks/', '/embed/chunks/x.js'],
  ['/embed/assets/', '/embed/assets/x.woff2'],
  // The stable line's copies (/embed/v1/, src/embed/snippets.ts EMBED_API_MAJOR).
  ['/embed/v1/chunks/', '/embed/v1/chunks/x.js'],
  ['/embed/v1/assets/', '/embed/v1/assets/x.woff2'],
  ['/storybook/', '/storybook/index.html'],
  ['/embed/frame/', '/embed/frame/x/'],
  ['/oembed/', '/oembed/x.json'],
];

/**
 * dist/_headers. Rules are listed so that no two match the same file (static hosts merge the
 * headers of overlapping rules, which would mix two Cache-Control values): pages are listed one
 * by one, hashed folders by wildcard.
 */
export function headersFile(pagePaths, otherFiles, base = '') {
  const rules = [
    ...PREFIX_RULES.map(([prefix, sample]) => [`${prefix}*`, sample]),
    ...otherFiles.map((file) => [file, file]),
    ...pagePaths.flatMap((p) => (p === '/' ? [['/', '/']] : [[p, p], [`${p}/`, `${p}/`]])),
  ];
  return rules
    .map(([pattern, sample]) => {
      const lines = Object.entries(siteHeaders(sample)).map(([name, value]) => `  ${name}: ${value}`);
      return `${pattern === '/' && base ? `${base}/` : `${base}${pattern}`}\n${lines.join('\n')}\n`;
    })
    .join('\n');
}

const headerName = (name) => name.replace(/(^|-)([a-z])/g, (_, dash, c) => dash + c.toUpperCase());

/** `add_header` lines for one path; `always` so error responses (the 404 page) carry them too. */
function nginxHeaders(sample, indent) {
  return Object.entries(siteHeaders(sample)).map(([name, value]) => {
    // nginx would expand a $ and end the string at a double quote.
    if (/["$\\]/.test(value)) throw new Error(`nginx.conf: the ${name} value for ${sample} cannot be written in double quotes: ${value}`);
    return `${indent}add_header ${headerName(name)} "${value}" always;`;
  });
}

export const NGINX_PORT = 8080;
export const NGINX_ROOT = '/usr/share/nginx/html';

/**
 * dist/nginx.conf: one `server` block for nginx's http context (conf.d/), serving the built
 * folder from NGINX_ROOT on NGINX_PORT (the unprivileged nginx image's port; see Dockerfile).
 * nginx applies a location's add_header lines only, never its parent's, so each location lists
 * all its headers: one location per prefix rule, `/` for everything else.
 */
export function nginxConf(base = '') {
  // Locations are the site's paths under the base path ('/tools' in a BASE_PATH=/tools/ build): the
  // built folder then goes to <root>/tools/ (README, Deploy).
  const under = (match) => match.replace(/^(= )?\//, (_, exact = '') => `${exact}${base}/`);
  const location = (match, sample, body = []) => [`    location ${under(match)} {`, ...nginxHeaders(sample, '        '), ...body.map((line) => `        ${line}`), '    }'];
  const compressible = 'text/css text/plain text/xml application/javascript application/json application/manifest+json application/xml image/svg+xml';
  return [
    '# Generated by `npm run build:site` (scripts/headers.mjs): the same header rules as dist/_headers',
    "# and `npm start`. Rebuild rather than edit. Put it in nginx's http context (e.g. conf.d/) and",
    '# serve the built folder from the root below; the Dockerfile does both.',
    'server {',
    `    listen ${NGINX_PORT};`,
    '    server_name _;',
    `    root ${NGINX_ROOT};`,
    '    index index.html;',
    '    server_tokens off;',
    '    # Redirects (/storybook → /storybook/) keep the host and port the visitor used.',
    '    absolute_redirect off;',
    '    charset utf-8;',
    `    charset_types ${compressible};`,
    '',
    '    # The build writes a .gz (and .br) copy beside every text file of 1 kB or more',
    '    # (scripts/precompress.mjs), compressed once at gzip -9: nginx sends it as it is.',
    '    # With the ngx_brotli module loaded, add `brotli_static on;` to send the .br copies.',
    '    gzip_static on;',
    '    gzip_vary on;',
    '    # Files without a copy (under 1 kB, the published Storybook) are compressed on the fly.',
    '    gzip on;',
    '    gzip_min_length 1024;',
    `    gzip_types ${compressible};`,
    '',
    '    # The prerendered 404 page, with status 404, for any path that is not a file.',
    `    error_page 404 ${base}/404.html;`,
    '',
    // The base path without its slash is the home page's address too.
    ...(base ? [`    location = ${base} {`, ...nginxHeaders('/', '        '), `        return 301 ${base}/;`, '    }'] : []),
    ...location('/', '/', ['try_files $uri $uri/index.html =404;']),
    ...PREFIX_RULES.flatMap(([prefix, sample]) =>
      location(prefix, sample, sample.endsWith('/') || sample.endsWith('.html') ? ['try_files $uri $uri/index.html =404;'] : ['try_files $uri =404;']),
    ),
    // The embed builder's page (/embed/, /embed/index.html): a page of the site, not an embed file.
    ...location('= /embed/', '/embed/', [`try_files ${base}/embed/index.html =404;`]),
    ...location('= /embed/index.html', '/embed/index.html', ['try_files $uri =404;']),
    // Everything else under /embed/ (the loader, custom-elements.json): CORS, revalidated.
    ...location('/embed/', '/embed/toolshed.js', ['try_files $uri $uri/index.html =404;']),
    // Storybook's pages load their files by relative URL: /storybook must become /storybook/.
    ...location('= /storybook', '/storybook', [`return 301 ${base}/storybook/;`]),
    // Not in nginx's mime.types.
    ...location('= /site.webmanifest', '/site.webmanifest', ['default_type application/manifest+json;']),
    '}',
    '',
  ].join('\n');
}
