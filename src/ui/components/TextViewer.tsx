import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { largeTextPart } from '../large-text-parts';
import { useLazyPart } from '../lazy-part';
import { lineEnd, lineStarts as findLineStarts } from '../text-lines';
import type { TextDirection } from './text-direction';
import * as styles from './TextViewer.css';

/** Up to this size every line is in the DOM (browser find works); beyond it rows are virtualized. */
export const FULL_RENDER_LINES = 1000;
export const FULL_RENDER_CHARS = 100_000;

export interface TextViewerProps {
  /** The text to show, of any size. */
  text: string;
  /** Line start offsets, when already known (the worker sends them). */
  lineStarts?: Uint32Array;
  /** Names the scrollable region. */
  label: string;
  /** Wrap long lines at the viewer's width (otherwise it scrolls sideways). */
  wrap?: boolean;
  /** Line numbers in a gutter. */
  lineNumbers?: boolean;
  /** md = a shorter viewport. */
  size?: 'md' | 'lg';
  /** Text direction. Default `ltr` (code and data, read left to right in every locale); `auto` for text people wrote, which may be right to left. */
  dir?: TextDirection;
}

/** The name of a CSS variable from its `var(--name)`, for CSSOM. */
export const varName = (cssVar: string) => cssVar.slice(4, -1);

/** One display row: the line number (on a line's first row) and the text. */
export type RenderRow = (key: number, number: number | null, content: string) => ReactNode;

/**
 * Read-only monospace text of any size. Small text renders whole; large text renders only the
 * rows in view, so a 10 MB document scrolls without locking the page. The code for that
 * (TextRows, in LargeTextView.tsx) loads on demand: text that long comes from a file, a paste or a
 * long job, after the page has started; until it is in, the viewer is its empty, fixed-height box.
 */
export function TextViewer({ text, lineStarts, label, wrap = false, lineNumbers = true, size = 'lg', dir = 'ltr' }: TextViewerProps) {
  const starts = useMemo(() => lineStarts ?? findLineStarts(text), [lineStarts, text]);
  const virtual = starts.length > FULL_RENDER_LINES || text.length > FULL_RENDER_CHARS;
  const digits = lineNumbers ? String(starts.length).length : 0;
  const viewportRef = useRef<HTMLDivElement>(null);
  const large = useLazyPart(largeTextPart, virtual);

  // Sizes go through CSSOM: a strict CSP forbids inline style attributes. The virtualized rows set
  // the columns (their longest row) themselves.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    viewport.style.setProperty(varName(styles.digitsVar), String(digits));
    if (!virtual) viewport.style.setProperty(varName(styles.columnsVar), '0');
  });

  // Virtualized rows are already cut to the width; letting the browser wrap them again would
  // break the fixed row height. Small text wraps with CSS.
  const codeClass = wrap && !virtual ? `${styles.code} ${styles.codeWrap}` : styles.code;
  const renderRow: RenderRow = (key, number, content) => (
    <div key={key} className={styles.row}>
      {lineNumbers ? (
        <span className={styles.gutter} aria-hidden="true">
          {number ?? ''}
        </span>
      ) : null}
      <span className={lineNumbers ? codeClass : `${codeClass} ${styles.noGutter}`}>{content}</span>
    </div>
  );

  const classes = [styles.viewport, virtual ? styles.viewportFixed : '', size === 'md' ? styles.viewportCompact : ''].filter(Boolean).join(' ');
  return (
    // Focusable so keyboard users can scroll (axe: scrollable-region-focusable).
    <div ref={viewportRef} className={classes} tabIndex={0} role="region" aria-label={label} dir={dir}>
      {virtual
        ? large && <large.TextRows text={text} starts={starts} wrap={wrap} lineNumbers={lineNumbers} digits={digits} viewportRef={viewportRef} renderRow={renderRow} />
        : Array.from(starts, (start, l) => renderRow(l, l + 1, text.slice(start, lineEnd(text, starts, l))))}
    </div>
  );
}
