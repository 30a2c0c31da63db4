import { useEffect, useState, type RefObject } from 'react';

// Work that waits for the visitor instead of competing with the page's own start (issue #9):
// until a part of the page comes near the screen, or until their first input in a tool.

/**
 * True once the element has come within `margin` of the viewport, and from then on. Work for a
 * part of the page nobody is looking at yet (a preview below the fold on a phone) waits until it
 * is about to be seen instead of competing with the page's own start. Without
 * IntersectionObserver the element counts as near from the start.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

export interface FirstInputProps {
  onFocusCapture?: () => void;
  onPointerDownCapture?: () => void;
  onKeyDownCapture?: () => void;
}

/**
 * Whether the visitor has started using a tool: true from their first focus, pointer press or key
 * press inside the element that gets `rootProps`, and from then on. A tool's heavy work (loading
 * its engine, drawing a first preview) waits for it instead of running while the page starts
 * (issue #9); focus comes before the first keystroke, so the work is under way by then. Once
 * started, the handlers are gone: later presses do not ask React to set the same value again.
 */
export function useFirstInput(): [started: boolean, rootProps: FirstInputProps] {
  const [started, setStarted] = useState(false);
  if (started) return [true, {}];
  const start = () => setStarted(true);
  return [false, { onFocusCapture: start, onPointerDownCapture: start, onKeyDownCapture: start }];
}
