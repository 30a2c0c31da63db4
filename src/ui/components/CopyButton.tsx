import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { copyText } from '../clipboard';
import { Button } from './Button';
import type { ButtonVariants } from './Button.css';
import { LiveRegion, useAnnouncer } from './LiveRegion';
import { hiddenLabel, label as labelClass, labels } from './CopyButton.css';

/** How long the button shows its copied state. */
export const COPIED_MS = 2000;

export interface CopyButtonProps {
  /** What to copy; a function is called at press time so the latest value is copied. */
  text: string | (() => string);
  label?: string;
  copiedLabel?: string;
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  /** Show only the icon; the label becomes the accessible name. */
  iconOnly?: boolean;
  onCopied?: () => void;
  isDisabled?: boolean;
  className?: string;
}

/** Copies text, confirms it on the button for COPIED_MS and announces it politely. */
export function CopyButton({
  text,
  label = 'Copy',
  copiedLabel = 'Copied!',
  variant,
  size,
  iconOnly = false,
  onCopied,
  isDisabled,
  className,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const [message, announce] = useAnnouncer();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const handlePress = async () => {
    const ok = await copyText(typeof text === 'function' ? text() : text);
    if (!ok) return;
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

  return (
    <>
      {iconOnly ? (
        <Button
          variant={variant}
          size={size}
          icon={copied ? Check : Copy}
          aria-label={copied ? copiedLabel : label}
          isDisabled={isDisabled}
          className={className}
          onPress={handlePress}
        />
      ) : (
        <Button variant={variant} size={size} icon={copied ? Check : Copy} isDisabled={isDisabled} className={className} onPress={handlePress}>
          <span className={labels}>
            <span className={copied ? hiddenLabel : labelClass} aria-hidden={copied || undefined}>
              {label}
            </span>
            <span className={copied ? labelClass : hiddenLabel} aria-hidden={!copied || undefined}>
              {copiedLabel}
            </span>
          </span>
        </Button>
      )}
      <LiveRegion message={message} />
    </>
  );
}
