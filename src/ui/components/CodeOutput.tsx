import { Download } from 'lucide-react';
import { downloadText } from '../download';
import { PlainButton } from './PlainButton';
import { CopyButton } from './CopyButton';
import { useUiMessages } from '../i18n';
import { actions, code, empty, header, label as labelClass, root, type CodeVariants } from './CodeOutput.css';

export interface CodeOutputProps {
  /** Visible title of the block; also names the scroll region. */
  label: string;
  /** The text to show, copy and download. Empty shows `emptyText` and disables the buttons. */
  value: string;
  /** When set, a Download button saves `value` under this name. */
  filename?: string;
  /** MIME type of the download, e.g. `application/json`. Default `text/plain`. */
  mimeType?: string;
  /** Text of the Copy button. Default "Copy". */
  copyLabel?: string;
  /** Height after which the block scrolls. */
  maxHeight?: CodeVariants['maxHeight'];
  /** Wrap long lines instead of scrolling sideways. Default `false`. */
  wrap?: boolean;
  /** Text meant to be read (generated prose): the body font instead of monospace. Default `false`. */
  prose?: boolean;
  /** Spoken with the label, e.g. "JSON"; no highlighting is applied. */
  language?: string;
  /** Shown while `value` is empty. Default "No output yet.". */
  emptyText?: string;
  /** Extra class for layout (margins, grid placement), not for restyling. */
  className?: string;
}

/**
 * Read-only monospace output with Copy and optional Download: generated code, encoded text, a hash.
 *
 * **When to use:** for a tool's result that people copy or save as it is.
 * **Use something else:** `TextArea` (read-only) when the text should be selectable in a form field,
 * a plain `<code>` for a few words inside a sentence, `StatGrid` for figures.
 *
 * **Accessibility:** the output is a focusable region named "label (language)", so keyboard users can
 * scroll long output with the arrow keys. Copy confirms on the button and announces "Copied!" politely.
 */
export function CodeOutput({
  label,
  value,
  filename,
  mimeType,
  copyLabel,
  maxHeight,
  wrap = false,
  prose = false,
  language,
  emptyText,
  className,
}: CodeOutputProps) {
  const t = useUiMessages();
  const isEmpty = value.length === 0;
  return (
    <div className={className ? `${root} ${className}` : root}>
      <div className={header}>
        {/* Not a heading: the block sits at different outline depths in different tools. */}
        <span className={labelClass}>{label}</span>
        <div className={actions}>
          <CopyButton text={value} label={copyLabel} variant="ghost" size="sm" isDisabled={isEmpty} />
          {filename ? (
            <PlainButton
              variant="ghost"
              size="sm"
              icon={Download}
              isDisabled={isEmpty}
              onPress={() => downloadText(filename, value, mimeType)}
            >
              {t('download')}
            </PlainButton>
          ) : null}
        </div>
      </div>
      {/* Focusable so keyboard users can scroll long output (axe: scrollable-region-focusable). */}
      <pre
        tabIndex={0}
        role="region"
        aria-label={language ? `${label} (${language})` : label}
        // Code reads left to right in every locale; prose follows its own text; the empty note, the page.
        dir={isEmpty ? undefined : prose ? 'auto' : 'ltr'}
        className={code({ maxHeight, wrap, prose })}
      >
        {isEmpty ? <span className={empty}>{emptyText ?? t('noOutput')}</span> : <code>{value}</code>}
      </pre>
    </div>
  );
}
