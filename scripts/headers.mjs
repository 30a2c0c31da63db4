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
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${themeScriptHash}`,
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

/** Headers for one request path of the built site. */
export function siteHeaders(urlPath) {
  const headers = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (urlPath.startsWith('/embed/')) {
    // Third-party pages load the embed: allow any origin, and no CSP of ours applies there.
    headers['access-control-allow-origin'] = '*';
  } else if (urlPath === '/storybook' || urlPath.startsWith('/storybook/')) {
    headers['content-security-policy'] = STORYBOOK_CONTENT_SECURITY_POLICY;
  } else {
    headers['content-security-policy'] = CONTENT_SECURITY_POLICY;
  }
  // Hashed file names never change content: cache them forever. Everything else (HTML, the
  // service worker, the embed loader) is revalidated on each use.
  headers['cache-control'] = /^\/(assets|embed\/(chunks|assets))\//.test(urlPath) ? IMMUTABLE : 'no-cache';
  return headers;
}

/**
 * dist/_headers. Rules are listed so that no two match the same file (static hosts merge the
 * headers of overlapping rules, which would mix two Cache-Control values): pages are listed one
 * by one, hashed folders by wildcard.
 */
export function headersFile(pagePaths, otherFiles) {
  const rules = [
    ['/assets/*', '/assets/x.js'],
    ['/embed/chunks/*', '/embed/chunks/x.js'],
    ['/embed/assets/*', '/embed/assets/x.woff2'],
    ['/storybook/*', '/storybook/index.html'],
    ...otherFiles.map((file) => [file, file]),
    ...pagePaths.flatMap((p) => (p === '/' ? [['/', '/']] : [[p, p], [`${p}/`, `${p}/`]])),
  ];
  return rules
    .map(([pattern, sample]) => {
      const lines = Object.entries(siteHeaders(sample)).map(([name, value]) => `  ${name}: ${value}`);
      return `${pattern}\n${lines.join('\n')}\n`;
    })
    .join('\n');
}
