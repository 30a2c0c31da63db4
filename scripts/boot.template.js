/* global document, requestAnimationFrame, setTimeout */
// Paint first, then start the app. The prerendered page is complete and styled without
// JavaScript, so its first paint should not wait for (or share the network with) the app's code.
// scripts/prerender.mjs writes this file to dist/assets/boot-<hash>.js and lists, in each page's
// <meta name="toolshed-modules">, the entry module and every chunk that page renders; they are
// fetched in parallel, then the entry hydrates the page.
const modules = (document.querySelector('meta[name="toolshed-modules"]')?.getAttribute('content') ?? '').split(' ').filter(Boolean);

function start() {
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (modules[0]) import(modules[0]).catch((error) => console.error('Toolshed could not start:', error));
}

// A frame callback runs before the next paint; the timeout after it runs once the page is drawn.
// Hidden tabs get no frames, so they start at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
