import { useDeferredValue, useEffect, useEffectEvent, useRef, useState, type ClipboardEvent } from 'react';
import { largeTextPart } from '../large-text-parts';
import { useLazyPart } from '../lazy-part';
import { TextArea, type TextAreaProps } from './TextArea';
import { fieldDirection } from './text-direction';
import * as styles from './WorkProgress.css';
import { useUiMessages } from '../i18n';

/** From this many characters text is shown read-only: a textarea holding megabytes locks the page. */
export const LARGE_TEXT_CHARS = 1_000_000;

/** The `beforeinput` types that insert text from elsewhere (typing a key is `insertText` too, but one character). */
const insertions = new Set(['insertText', 'insertFromPaste', 'insertFromDrop', 'insertReplacementText', 'insertFromYank', 'insertCompositionText']);

export interface LargeTextSource {
  /** Where the text came from: a file name, "Pasted text". */
  title: string;
  /** Its size as people read it: "10 MB", "10,000,000 characters". */
  size: string;
}

export interface LargeTextAreaProps extends Omit<TextAreaProps, 'value' | 'onChange' | 'defaultValue'> {
  /** The field's visible label; the read-only view is named after it. */
  label: string;
  /** The text (controlled). */
  value: string;
  /** Called with the new text, from typing, a paste, a drop or a script's `input` event. */
  onChange: (value: string) => void;
  /** Describes large text the tool set itself (a file); paste and typing are named here. */
  source?: LargeTextSource | null;
  /** From this many characters the text is shown read-only (LARGE_TEXT_CHARS). */
  threshold?: number;
  /**
   * Offers Clear in the read-only view (named "Clear {label}"), where a tool has several inputs
   * and no other way to empty one of them.
   */
  onClear?: () => void;
}

/**
 * A TextArea that never holds megabytes (issue #37). Text from LARGE_TEXT_CHARS on (a paste,
 * a drop, autofill, a script setting the value, a file the tool loads) is shown in a read-only,
 * virtualized TextViewer with its size, and "Edit Anyway" puts it in the field for those who
 * accept the lag. A large paste is caught before the browser inserts it; other input is moved
 * out of the field in the commit that receives it. The view's code (LargeTextView.tsx, with
 * the viewer's virtualized rows) loads when text first gets large, or before, at the visitor's
 * first input (the focus before a paste, the press on Upload File, a drag); until it is in, large
 * text shows as an empty box, never in the field.
 *
 * **When to use:** the main input of every text tool that may be given a whole document.
 * **Accessibility:** the read-only view is a focusable, labelled region; focus moves to it when
 * the field it replaces had focus.
 */
export function LargeTextArea({ value, onChange, source, threshold = LARGE_TEXT_CHARS, label, onClear, ...props }: LargeTextAreaProps) {
  const t = useUiMessages();
  const [editing, setEditing] = useState(false);
  // How large text the visitor gave arrived; only for that exact value.
  const [arrived, setArrived] = useState<{ value: string; title: string } | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const focusViewer = useRef(false);
  const large = value.length >= threshold;
  if (editing && !large) setEditing(false);
  const showViewer = large && !editing;
  // The field gives way to the view in the commit that receives the text, but the view scans
  // and wraps megabytes of lines in a deferred render of its own: done in the input event, the
  // scan, the tool's render and the removal of the field added up to one long task.
  const deferredValue = useDeferredValue(value);
  const viewerText = deferredValue === value ? value : '';

  const view = useLazyPart(largeTextPart, showViewer);

  const focusField = useRef(false);
  useEffect(() => {
    const region = showViewer ? wrapper.current?.querySelector<HTMLElement>('[role="region"]') : null;
    // The view may still be loading: focus moves to it once it is in.
    if (showViewer && !region) return;
    if (focusViewer.current) region?.focus();
    if (!showViewer && focusField.current) wrapper.current?.querySelector('textarea')?.focus();
    focusViewer.current = false;
    focusField.current = false;
  }, [showViewer, view]);

  const take = (next: string, title: string) => {
    if (next.length >= threshold) {
      focusViewer.current = wrapper.current?.contains(document.activeElement) ?? false;
      setArrived({ value: next, title });
      if (!editing || title === t('pastedText')) setEditing(false);
    }
    onChange(next);
  };

  // Text a script, a drop, an IME or an extension inserts (`beforeinput`: Playwright's fill(),
  // `insertText`, a drag of text) never reaches the field either: Chromium inserts it line by
  // line, laying the field out at each line break (1.2 MB: minutes). Native listener: React's
  // onBeforeInput is the legacy `textInput` event, which drops and IME commits do not fire.
  const onBeforeInput = useEffectEvent((event: InputEvent) => {
    if (!event.cancelable || !insertions.has(event.inputType)) return;
    const area = event.target instanceof HTMLTextAreaElement ? event.target : null;
    const data = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
    if (!area || data.length + value.length < threshold) return;
    const next = value.slice(0, area.selectionStart) + data + value.slice(area.selectionEnd);
    if (next.length < threshold) return;
    event.preventDefault();
    take(next, event.inputType === 'insertFromPaste' ? t('pastedText') : t('insertedText'));
  });
  useEffect(() => {
    const root = wrapper.current;
    if (!root || showViewer) return;
    root.addEventListener('beforeinput', onBeforeInput);
    return () => root.removeEventListener('beforeinput', onBeforeInput);
  }, [showViewer]);

  // A large paste never reaches the field: the browser would lay out megabytes first.
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (pasted.length + value.length < threshold) return;
    const area = event.target instanceof HTMLTextAreaElement ? event.target : null;
    if (!area) return;
    event.preventDefault();
    const next = value.slice(0, area.selectionStart) + pasted + value.slice(area.selectionEnd);
    take(next, t('pastedText'));
  };

  if (showViewer) {
    const title = arrived?.value === value ? arrived.title : (source?.title ?? t('text'));
    const size = arrived?.value !== value && source ? source.size : t('characters', { count: value.length });
    return (
      <div ref={wrapper} className={styles.root}>
        {view ? (
          <view.LargeTextView
            label={label}
            title={title}
            size={size}
            text={viewerText}
            dir={props.dir ?? fieldDirection(props.mono) ?? 'auto'}
            onClear={
              onClear
                ? () => {
                    focusField.current = true;
                    onClear();
                  }
                : undefined
            }
            onEdit={() => {
              focusField.current = true;
              setEditing(true);
            }}
          />
        ) : null}
      </div>
    );
  }

  return (
    <div ref={wrapper} onPaste={onPaste}>
      <TextArea {...props} label={label} value={value} onChange={(next) => take(next, t('insertedText'))} />
    </div>
  );
}
