/**
 * The "nothing clips" check of CONVENTIONS.md (Layout), run inside the page by the site's e2e
 * routes (tests/e2e/routes.spec.ts, every tool page at 320, 375 and 414 px) and by the Storybook
 * test-runner (.storybook/test-runner.ts, every tool story at the same widths).
 *
 * The function is serialized into the page, so it uses nothing from this module's scope, and
 * plain syntax (no spread, no optional chaining) that every transpiler leaves without helpers.
 *
 * For `root` and everything in it, it reports:
 * - an element with text or a control in it that reaches outside its container (the nearest
 *   ancestor that lays out a box), unless a box between them scrolls sideways: a wide table in its
 *   own scroll box is the intended way out, and that box is checked against its own container;
 * - a box that scrolls sideways with no visible edge (border or shadow), or that a keyboard cannot
 *   reach (not focusable and holding nothing focusable), or that has no name;
 * - a button or tab whose text is cut (scrollWidth > clientWidth);
 * - the page itself scrolling sideways.
 */
export function clippingProblems(root: Element): string[] {
  const problems: string[] = [];
  const slack = 1; // sub-pixel rounding
  const describe = function (el: Element): string {
    const label = el.getAttribute('aria-label');
    const text = (label !== null ? label : (el as HTMLElement).innerText || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
    return '<' + el.tagName.toLowerCase() + (cls ? ' .' + cls : '') + '>' + (text ? ' "' + text + '"' : '');
  };
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth + slack) problems.push('the page scrolls sideways: ' + doc.scrollWidth + 'px of ' + doc.clientWidth + 'px');

  const all = [root].concat(Array.from(root.querySelectorAll('*')));
  for (const el of all) {
    if (el.tagName.toLowerCase() !== 'svg' && el.closest('svg')) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) continue;
    const style = getComputedStyle(el);
    // Not seen: hidden, clipped away, or a transparent overlay (a range input over its drawn track).
    if (style.visibility === 'hidden' || style.clipPath !== 'none' || style.clip !== 'auto' || style.opacity === '0') continue;

    // Inside a box that scrolls sideways, an element may be wider than that box.
    let scrolls = false;
    for (let a = el.parentElement; a && a !== root.parentElement; a = a.parentElement) {
      const overflowX = getComputedStyle(a).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll') {
        scrolls = true;
        break;
      }
    }
    // The container: the nearest ancestor that lays out a box (not inline, not display: contents).
    let container: Element | null = el === root ? null : el.parentElement;
    while (container && container !== root && (getComputedStyle(container).display === 'inline' || getComputedStyle(container).display === 'contents')) container = container.parentElement;
    // A decorative part with no text (a meter's fill slid out of its clipping track) may move out
    // of its box; text and controls may not. A visually hidden wrapper (1 px, clipped) is not seen.
    const hasContent = (el.textContent || '').trim() !== '' || el.matches('input, textarea, select, button, img, canvas, svg, video, [role]');
    const containerRect = container ? container.getBoundingClientRect() : null;
    if (container && containerRect && containerRect.width > 1 && !scrolls && hasContent) {
      if (rect.right > containerRect.right + slack || rect.left < containerRect.left - slack) {
        problems.push(describe(el) + ' spans ' + Math.round(rect.left) + '–' + Math.round(rect.right) + 'px, outside its container ' + describe(container) + ' (' + Math.round(containerRect.left) + '–' + Math.round(containerRect.right) + 'px)');
      }
    }

    // A box that scrolls sideways: seen (an edge), reachable (keyboard) and named.
    const tag = el.tagName.toLowerCase();
    if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + slack && tag !== 'textarea' && tag !== 'input' && tag !== 'select') {
      // The edge may be the frame the box fills (a code block's bordered panel).
      const frame = el.parentElement ? getComputedStyle(el.parentElement) : null;
      const hasEdge = function (s: CSSStyleDeclaration): boolean {
        // Any side: a tab strip that scrolls shows its bottom rule.
        return parseFloat(s.borderLeftWidth) > 0 || parseFloat(s.borderTopWidth) > 0 || parseFloat(s.borderBottomWidth) > 0 || s.boxShadow !== 'none';
      };
      const edge = hasEdge(style) || (frame !== null && hasEdge(frame));
      const focusable = (el as HTMLElement).tabIndex >= 0 || el.querySelector('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])') !== null;
      const named = el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') || el.getAttribute('role') === 'tablist';
      if (!edge) problems.push(describe(el) + ' scrolls sideways with no visible edge');
      if (!focusable) problems.push(describe(el) + ' scrolls sideways and a keyboard cannot reach it');
      if (!named) problems.push(describe(el) + ' scrolls sideways and has no name');
    }

    const role = el.getAttribute('role');
    const isButton = tag === 'button' || role === 'button' || role === 'tab' || (tag === 'input' && ['button', 'submit', 'reset'].indexOf((el as HTMLInputElement).type) >= 0);
    if (isButton && el.scrollWidth > el.clientWidth + slack) problems.push(describe(el) + ': text cut (' + el.scrollWidth + 'px of text in ' + el.clientWidth + 'px)');
  }
  return problems;
}

/** The phone widths every tool is checked at. */
export const PHONE_WIDTHS = [320, 375, 414] as const;
