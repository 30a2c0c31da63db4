// Response headers for the built site, shared by `npm start`'s server and the tests.
// (The deploy headers file for static hosts is generated from the same rules later.)
export function siteHeaders(urlPath) {
  const headers = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' };
  if (urlPath.startsWith('/embed/')) headers['access-control-allow-origin'] = '*';
  if (/^\/(assets|embed\/(chunks|assets))\//.test(urlPath)) headers['cache-control'] = 'public, max-age=31536000, immutable';
  else headers['cache-control'] = 'no-cache';
  return headers;
}
