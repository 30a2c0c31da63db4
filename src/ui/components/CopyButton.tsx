import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { COPIED_MS, copyText } from '../clipboard';
import { PlainButton } from './PlainButton';
import type { ButtonVariants } from './Button.css';
import { LiveRegion, useAnnouncer } from './LiveRegion';
import { useUiMessages } from '../i18n';
import { hiddenLabel, label as labelClass, labels } from './CopyButton.css';

export interface CopyButtonProps {
  /** What to copy; a function is called at press time so the latest value is copied. */
  text: string | (() => string);
  /** Button text before copying. Default "Copy". */
  label?: string;
  /** Button text and announcement after copying. Default "Copied!". */
  copiedLabel?: string;
  /** Button variant (see Button). */
  variant?: ButtonVariants['variant'];
  /** Button size (see Button). */
  size?: ButtonVariants['size'];
  /** Show only the icon; the label becomes the accessible name. */
  iconOnly?: boolean;
  /** Called after the text reached the clipboard. */
  onCopied?: () => void;
  /** Disable while there is nothing to copy. */
  isDisabled?: boolean;
  /** Extra class for layout (margins, alignment), not for restyling. */
  className?: string;
}

/**
 * Copies text, confirms it on the button for COPIED_MS (2 s) and announces it politely.
 *
 * **When to use:** whenever a result can be copied. It keeps its width while the label changes.
 * **Use something else:** `CodeOutput` already includes one for a block of output.
 *
 * **Accessibility:** a native button (PlainButton); after a successful copy the label becomes "Copied!" (the icon-only
 * variant changes its accessible name) and a polite live region announces it once, then clears so a
 * stale message is not read later. Nothing happens if the clipboard refuses.
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  variant,
  size,
  iconOnly = false,
  onCopied,
  isDisabled,
  className,
}: CopyButtonProps) {
  const t = useUiMessages();
  label ??= t('copy');
  copiedLabel ??= t('copied');
  const { copied, message, confirm } = useCopyFeedback(copiedLabel, onCopied);
  const handlePress = () => confirm(() => copyText(typeof text === 'function' ? text() : text));

  return (
    <>
      {iconOnly ? (
        <PlainButton
          variant={variant}
          size={size}
          icon={copied ? Check : Copy}
          aria-label={copied ? copiedLabel : label}
          isDisabled={isDisabled}
          className={className}
          onPress={handlePress}
        />
      ) : (
        <PlainButton variant={variant} size={size} icon={copied ? Check : Copy} isDisabled={isDisabled} className={className} onPress={handlePress}>
          {copyLabels(copied, label, copiedLabel)}
        </PlainButton>
      )}
      <LiveRegion message={message} />
    </>
  );
}

/**
 * The copied state behind CopyButton and CopyImageButton. `confirm(copy)` runs `copy` (true when
 * it reached the clipboard); on success it shows the copied state for COPIED_MS, announces
 * `copiedLabel` once, calls `onCopied`, then blanks the announcement.
 */
export function useCopyFeedback(copiedLabel: string, onCopied?: () => void) {
  const [copied, setCopied] = useState(false);
  const [message, announce] = useAnnouncer();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const confirm = async (copy: () => Promise<boolean>) => {
    if (!(await copy())) return;
    setCopied(true);
    announce(copiedLabel);
    onCopied?.();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setCopied(false);
      // Blank the region so a stale "Copied!" isn't read when the user browses past it later.
      announce('');
    }, COPIED_MS);
  };

  return { copied, message, confirm };
}

/** A copy button's text: both labels in one grid cell, so the width stays; the hidden one is aria-hidden. */
export function copyLabels(copied: boolean, label: string, copiedLabel: string) {
  return (
    <span className={labels}>
      <span className={copied ? hiddenLabel : labelClass} aria-hidden={copied || undefined}>
        {label}
      </span>
      <span className={copied ? labelClass : hiddenLabel} aria-hidden={!copied || undefined}>
        {copiedLabel}
      </span>
    </span>
  );
}
