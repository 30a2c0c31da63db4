/* global document, requestAnimationFrame, setTimeout, PerformanceObserver, addEventListener */
// Paint first, then start the app. The prerendered page is complete and styled without
// JavaScript, so its first paint should not wait for (or share the network with) the app's code.
// scripts/prerender.mjs writes this file to dist/assets/boot-<hash>.js and lists, in each page's
// <meta name="toolshed-modules">, the entry module and every chunk that page renders; they are
// fetched in parallel, then the entry hydrates the page.
const modules = (document.querySelector('meta[name="toolshed-modules"]')?.getAttribute('content') ?? '').split(' ').filter(Boolean);

let started = false;
function start() {
  if (started) return;
  started = true;
  if (modules[0]) import(modules[0]).catch((error) => console.error('Toolshed could not start:', error));
  // The page's other modules, one request per task: starting all 15 of a tool page's requests in
  // one task held the main thread for 15-40 ms on a throttled phone (measured in Lighthouse traces).
  let next = 1;
  const preload = () => {
    const href = modules[next++];
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    setTimeout(preload);
  };
  preload();
}

// "After the first paint" means after the browser reports the first contentful paint, which it
// does once the frame is on screen. A frame callback alone is not enough: the frame it precedes
// can take a while to reach the screen (measured: up to a second on a busy machine), and the
// app's requests would then compete with it. Browsers without paint timing start one frame
// later; hidden tabs get no frames and start at once, as does a tab hidden before its paint.
const painted = () => setTimeout(start);
if (document.visibilityState !== 'visible') start();
else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) {
      observer.disconnect();
      painted();
    }
  });
  observer.observe({ type: 'paint', buffered: true });
  addEventListener('visibilitychange', start, { once: true });
  // A page that paints nothing contentful (none of ours) still starts.
  setTimeout(start, 3000);
} else requestAnimationFrame(painted);
