// Applies the remembered theme before first paint. The prerender inlines this file; the CSP allows it by its hash.
try {
  var t = localStorage.getItem('toolshed:theme');
  if (t === 'light' || t === 'dark') document.documentElement.setAttribute('data-theme', t);
} catch (e) {}
