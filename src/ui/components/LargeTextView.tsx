import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Eraser, PencilLine } from 'lucide-react';
import { buildRows, rowWindow } from '../text-rows';
import { Button } from './Button';
import { actions, header, label as labelClass, root } from './CodeOutput.css';
import type { TextDirection } from './text-direction';
import { TextViewer, varName, type RenderRow } from './TextViewer';
import * as viewerStyles from './TextViewer.css';
import * as styles from './WorkProgress.css';
import { useUiMessages } from '../i18n';

/*
 * The large-text parts of the shared large-text path (issue #37), loaded on demand (issue #31):
 * the read-only view LargeTextArea shows for text from LARGE_TEXT_CHARS on, and the virtualized
 * rows a TextViewer shows for long text. Text that size arrives after the page has started (a
 * file, a paste, a long job's result), and this module is loaded by then: when it is first needed,
 * or before, at the visitor's first focus, pointer press, key press or drag.
 */

/** Without wrapping, longer lines still break here so no single row holds megabytes. */
const NO_WRAP_COLUMNS = 2000;

interface Metrics {
  rowHeight: number;
  charWidth: number;
  codeWidth: number;
  viewportHeight: number;
}

export interface TextRowsProps {
  /** The whole text, of any size. */
  text: string;
  /** Where each of its lines starts (text-lines.ts). */
  starts: Uint32Array;
  /** Cut long lines at the viewer's width; otherwise at 2,000 characters, scrolling sideways. */
  wrap: boolean;
  /** Line numbers in a gutter (on a line's first row only). */
  lineNumbers: boolean;
  /** Width of the line numbers, in digits. */
  digits: number;
  /** The TextViewer's scrolling region, which holds the rows. */
  viewportRef: RefObject<HTMLDivElement | null>;
  /** Draws one row: the TextViewer's, so short and long text look the same. */
  renderRow: RenderRow;
}

/**
 * The rows of a long text in a TextViewer: only those in view (and a few each side) are in the
 * DOM, cut to the viewer's width when it wraps, placed in a spacer as tall as all of them.
 */
export function TextRows({ text, starts, wrap, lineNumbers, digits, viewportRef, renderRow }: TextRowsProps) {
  const spacerRef = useRef<HTMLDivElement>(null);
  const windowRef = useRef<HTMLDivElement>(null);
  const probeRowRef = useRef<HTMLDivElement>(null);
  const probeCodeRef = useRef<HTMLSpanElement>(null);
  const measureRef = useRef<HTMLSpanElement>(null);
  // Estimates until measured (14px type, 1.6 line height).
  const [metrics, setMetrics] = useState<Metrics>({ rowHeight: 22.4, charWidth: 8.4, codeWidth: 640, viewportHeight: 512 });
  const [scrollTop, setScrollTop] = useState(0);

  const columns = wrap ? Math.max(20, Math.floor(metrics.codeWidth / metrics.charWidth)) : NO_WRAP_COLUMNS;
  const rows = useMemo(() => buildRows(text, starts, columns), [text, starts, columns]);
  const view = rowWindow(rows.count, metrics.rowHeight, metrics.viewportHeight, scrollTop);

  // Measure the real row height, character width and text width; again whenever the viewer resizes.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
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
  }, [viewportRef, digits]);

  // Sizes go through CSSOM: a strict CSP forbids inline style attributes.
  useLayoutEffect(() => {
    viewportRef.current?.style.setProperty(varName(viewerStyles.columnsVar), String(wrap ? 0 : rows.longest));
    if (spacerRef.current && windowRef.current) {
      spacerRef.current.style.height = `${view.height}px`;
      windowRef.current.style.transform = `translateY(${view.top}px)`;
    }
  });

  // The rows in view follow the scroll position, once a frame. The viewer may already be
  // scrolled when its text grows long enough for rows.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScrollTop(viewport.scrollTop));
    };
    setScrollTop(viewport.scrollTop);
    viewport.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener('scroll', onScroll);
    };
  }, [viewportRef]);

  const codeClass = lineNumbers ? viewerStyles.code : `${viewerStyles.code} ${viewerStyles.noGutter}`;
  return (
    <>
      <div className={viewerStyles.probe} aria-hidden="true">
        <div ref={probeRowRef} className={viewerStyles.row}>
          {lineNumbers ? <span className={viewerStyles.gutter}>{'0'.repeat(digits)}</span> : null}
          <span ref={probeCodeRef} className={codeClass}>
            <span ref={measureRef} className={viewerStyles.measure}>
              {'0'.repeat(64)}
            </span>
          </span>
        </div>
      </div>
      <div ref={spacerRef} className={viewerStyles.spacer}>
        <div ref={windowRef} className={viewerStyles.window}>
          {Array.from({ length: view.to - view.from }, (_, k) => {
            const r = view.from + k;
            const line = rows.line(r);
            const first = r === 0 || rows.line(r - 1) !== line;
            return renderRow(r, first ? line + 1 : null, text.slice(rows.start(r), rows.end(r)));
          })}
        </div>
      </div>
    </>
  );
}

export interface LargeTextViewProps {
  /** The field's visible label. */
  label: string;
  /** Where the text came from ("Pasted text", a file's name), for the title. */
  title: string;
  /** The text's size as people read it ("10 MB", "1,200,000 characters"), for the title. */
  size: string;
  /** The text, or '' while the view catches up with a new one (a deferred render). */
  text: string;
  /** The field's text direction, kept in the view. */
  dir: TextDirection;
  /** Offers Clear (named "Clear {label}"). */
  onClear?: () => void;
  /** Edit Anyway: the text goes into the field. */
  onEdit: () => void;
}

/**
 * LargeTextArea's read-only view of large text: its title and size, Clear (where the tool asks
 * for it) and Edit Anyway, the text in a virtualized TextViewer, and a note on why.
 */
export function LargeTextView({ label, title, size, text, dir, onClear, onEdit }: LargeTextViewProps) {
  const t = useUiMessages();
  return (
    <>
      <div className={root}>
        <div className={header}>
          <span className={labelClass}>{t('largeTextTitle', { label, title, size })}</span>
          <div className={actions}>
            {onClear ? (
              <Button
                size="sm"
                variant="ghost"
                icon={Eraser}
                // "Clear original text" mid-sentence in English; German keeps its nouns' capitals.
                aria-label={t('clearTextOf', { label: t.locale === 'en' ? label.toLowerCase() : label })}
                onPress={onClear}
              >
                {t('clearText')}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" icon={PencilLine} onPress={onEdit}>
              {t('editAnyway')}
            </Button>
          </div>
        </div>
        <TextViewer text={text} label={t('readOnly', { label })} wrap dir={dir} />
      </div>
      <p className={styles.note}>{t('largeTextNote')}</p>
    </>
  );
}
