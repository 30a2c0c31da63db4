import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { buildRows, lineEnd, lineStarts as findLineStarts, rowWindow } from '../text-rows';
import type { TextDirection } from './text-direction';
import * as styles from './TextViewer.css';

/** Up to this size every line is in the DOM (browser find works); beyond it rows are virtualised. */
export const FULL_RENDER_LINES = 1000;
export const FULL_RENDER_CHARS = 100_000;
/** Without wrapping, longer lines still break here so no single row holds megabytes. */
const NO_WRAP_COLUMNS = 2000;

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

interface Metrics {
  rowHeight: number;
  charWidth: number;
  codeWidth: number;
  viewportHeight: number;
}

const varName = (cssVar: string) => cssVar.slice(4, -1);

/**
 * Read-only monospace text of any size. Small text renders whole; large text renders only the
 * rows in view, so a 10 MB document scrolls without locking the page.
 */
export function TextViewer({ text, lineStarts, label, wrap = false, lineNumbers = true, size = 'lg', dir = 'ltr' }: TextViewerProps) {
  const starts = useMemo(() => lineStarts ?? findLineStarts(text), [lineStarts, text]);
  const virtual = starts.length > FULL_RENDER_LINES || text.length > FULL_RENDER_CHARS;
  const digits = lineNumbers ? String(starts.length).length : 0;

  const viewportRef = useRef<HTMLDivElement>(null);
  const spacerRef = useRef<HTMLDivElement>(null);
  const windowRef = useRef<HTMLDivElement>(null);
  const probeRowRef = useRef<HTMLDivElement>(null);
  const probeCodeRef = useRef<HTMLSpanElement>(null);
  const measureRef = useRef<HTMLSpanElement>(null);
  // Estimates until measured (14px type, 1.6 line height); the server renders with these.
  const [metrics, setMetrics] = useState<Metrics>({ rowHeight: 22.4, charWidth: 8.4, codeWidth: 640, viewportHeight: 512 });
  const [scrollTop, setScrollTop] = useState(0);

  const columns = wrap ? Math.max(20, Math.floor(metrics.codeWidth / metrics.charWidth)) : NO_WRAP_COLUMNS;
  const rows = useMemo(() => (virtual ? buildRows(text, starts, columns) : null), [virtual, text, starts, columns]);
  const view = rows ? rowWindow(rows.count, metrics.rowHeight, metrics.viewportHeight, scrollTop) : null;

  // Measure the real row height, character width and text width; again whenever the viewer resizes.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!virtual || !viewport) return;
    const measure = () => {
      const rowHeight = probeRowRef.current?.getBoundingClientRect().height || 22.4;
      const charWidth = (measureRef.current?.getBoundingClientRect().width ?? 0) / 64 || 8.4;
      const code = probeCodeRef.current;
      // The text area of a row: its width less the padding after the text.
      const codeWidth = code ? code.clientWidth - (Number.parseFloat(getComputedStyle(code).paddingInlineEnd) || 0) : 640;
      const next = { rowHeight, charWidth, codeWidth, viewportHeight: viewport.clientHeight };
      setMetrics((m) => (Object.entries(next).every(([k, v]) => m[k as keyof Metrics] === v) ? m : next));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(viewport);
    return () => observer?.disconnect();
  }, [virtual, digits]);

  // Sizes go through CSSOM: a strict CSP forbids inline style attributes.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    viewport.style.setProperty(varName(styles.digitsVar), String(digits));
    viewport.style.setProperty(varName(styles.columnsVar), String(rows && !wrap ? rows.longest : 0));
    if (view && spacerRef.current && windowRef.current) {
      spacerRef.current.style.height = `${view.height}px`;
      windowRef.current.style.transform = `translateY(${view.top}px)`;
    }
  });

  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(viewportRef.current?.scrollTop ?? 0));
  };

  // Virtualised rows are already cut to the width; letting the browser wrap them again would
  // break the fixed row height. Small text wraps with CSS.
  const codeClass = wrap && !virtual ? `${styles.code} ${styles.codeWrap}` : styles.code;
  const renderRow = (key: number, number: number | null, content: string) => (
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
    <div ref={viewportRef} className={classes} tabIndex={0} role="region" aria-label={label} dir={dir} onScroll={virtual ? onScroll : undefined}>
      {rows && view ? (
        <>
          <div className={styles.probe} aria-hidden="true">
            <div ref={probeRowRef} className={styles.row}>
              {lineNumbers ? <span className={styles.gutter}>{'0'.repeat(digits)}</span> : null}
              <span ref={probeCodeRef} className={lineNumbers ? styles.code : `${styles.code} ${styles.noGutter}`}>
                <span ref={measureRef} className={styles.measure}>
                  {'0'.repeat(64)}
                </span>
              </span>
            </div>
          </div>
          <div ref={spacerRef} className={styles.spacer}>
            <div ref={windowRef} className={styles.window}>
              {Array.from({ length: view.to - view.from }, (_, k) => {
                const r = view.from + k;
                const line = rows.line(r);
                const first = r === 0 || rows.line(r - 1) !== line;
                return renderRow(r, first ? line + 1 : null, text.slice(rows.start(r), rows.end(r)));
              })}
            </div>
          </div>
        </>
      ) : (
        Array.from(starts, (start, l) => renderRow(l, l + 1, text.slice(start, lineEnd(text, starts, l))))
      )}
    </div>
  );
}
