// Response headers for the built site: one set of rules used by `npm start`'s server, by the
// tests, and written to dist/_headers for static hosts (Netlify / Cloudflare Pages format).

/**
 * The site's Content-Security-Policy. No inline script or style anywhere: the prerender moves
 * react-aria's inline style attributes into a stylesheet and its press-handling <style> is
 * pre-empted by the site stylesheet (see src/site/global.css.ts), so no hashes are needed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
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
