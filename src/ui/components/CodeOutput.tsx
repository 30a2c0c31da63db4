import { Download } from 'lucide-react';
import { downloadText } from '../download';
import { Button } from './Button';
import { CopyButton } from './CopyButton';
import { actions, code, empty, header, label as labelClass, root, type CodeVariants } from './CodeOutput.css';

export interface CodeOutputProps {
  /** Visible title of the block; also names the scroll region. */
  label: string;
  value: string;
  /** When set, a Download button saves `value` under this name. */
  filename?: string;
  mimeType?: string;
  copyLabel?: string;
  maxHeight?: CodeVariants['maxHeight'];
  wrap?: boolean;
  /** Spoken with the label, e.g. "JSON"; no highlighting is applied. */
  language?: string;
  emptyText?: string;
  className?: string;
}

/** Read-only monospace output with Copy and optional Download. */
export function CodeOutput({
  label,
  value,
  filename,
  mimeType,
  copyLabel = 'Copy',
  maxHeight,
  wrap = false,
  language,
  emptyText = 'No output yet.',
  className,
}: CodeOutputProps) {
  const isEmpty = value.length === 0;
  return (
    <div className={className ? `${root} ${className}` : root}>
      <div className={header}>
        {/* Not a heading: the block sits at different outline depths in different tools. */}
        <span className={labelClass}>{label}</span>
        <div className={actions}>
          <CopyButton text={value} label={copyLabel} variant="ghost" size="sm" isDisabled={isEmpty} />
          {filename ? (
            <Button
              variant="ghost"
              size="sm"
              icon={Download}
              isDisabled={isEmpty}
              onPress={() => downloadText(filename, value, mimeType)}
            >
              Download
            </Button>
          ) : null}
        </div>
      </div>
      {/* Focusable so keyboard users can scroll long output (axe: scrollable-region-focusable). */}
      <pre
        tabIndex={0}
        role="region"
        aria-label={language ? `${label} (${language})` : label}
        className={code({ maxHeight, wrap })}
      >
        {isEmpty ? <span className={empty}>{emptyText}</span> : <code>{value}</code>}
      </pre>
    </div>
  );
}
