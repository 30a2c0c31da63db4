// Applies the remembered theme before first paint (an external file, so a strict CSP allows it).
try {
  var t = localStorage.getItem('toolshed:theme');
  if (t === 'light' || t === 'dark') document.documentElement.setAttribute('data-theme', t);
} catch (e) {}
