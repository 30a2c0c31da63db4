import { useCallback, useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../theme/theme.css';

export interface LiveRegionProps {
  /** The text to announce. Changing it is what makes screen readers speak. */
  message: string;
  /** Extra class; the region is visually hidden by default. */
  className?: string;
}

/**
 * A polite status region for screen readers. It is always rendered (a region inserted
 * together with its text is often not announced) and only its text changes.
 *
 * **When to use:** for results that appear without a page change: "Valid JSON", "Copied!", "3 matches".
 * Pair it with `useAnnouncer()` so the same message twice is spoken twice.
 * **Use something else:** a visible `StatusBanner` (error tone is `role="alert"`) when sighted users need
 * the message too; `role="alert"` only for errors that must interrupt.
 *
 * **Accessibility:** `role="status"`, `aria-live="polite"`, `aria-atomic`: read once the user pauses,
 * whole. Visually hidden.
 */
export function LiveRegion({ message, className }: LiveRegionProps) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={className ? `${visuallyHidden} ${className}` : visuallyHidden}>
      {message}
    </div>
  );
}

/** Long enough for assistive tech to notice the region went blank before the new text lands. */
export const ANNOUNCE_DELAY_MS = 100;

/**
 * `[message, announce]` for a LiveRegion. `announce` blanks the region first, so the same
 * text twice in a row ("Copied!" on a second copy) is still a change and is spoken again.
 */
export function useAnnouncer(): [string, (text: string) => void] {
  const [message, setMessage] = useState('');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const announce = useCallback((text: string) => {
    window.clearTimeout(timer.current);
    setMessage('');
    if (text) timer.current = window.setTimeout(() => setMessage(text), ANNOUNCE_DELAY_MS);
  }, []);

  return [message, announce];
}
