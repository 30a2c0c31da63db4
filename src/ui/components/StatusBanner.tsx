import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { useUiMessages } from '../i18n';
import { Icon, type IconComponent } from './Icon';
import { banner, body, dismiss, iconSlot, message, title as titleClass, type StatusBannerVariants } from './StatusBanner.css';

export type StatusTone = NonNullable<StatusBannerVariants['tone']>;

export interface StatusBannerProps {
  /** `success`, `info`, `warning` or `error` (which interrupts screen readers). Sets the icon and colours. */
  tone: StatusTone;
  /** A short first line in bold, e.g. "Valid JSON". */
  title?: ReactNode;
  /** The details, e.g. the parser's message and position. */
  children?: ReactNode;
  /** Shows a "Dismiss" button that calls this. */
  onDismiss?: () => void;
  /** Extra class for layout (margins, grid placement), not for restyling. */
  className?: string;
}

const toneIcons: Record<StatusTone, IconComponent> = {
  success: CheckCircle2,
  error: XCircle,
  info: Info,
  warning: AlertTriangle,
};

/**
 * An inline message about the result of an action. Errors interrupt (alert); the rest wait politely (status).
 *
 * **When to use:** "Valid JSON", "Invalid token: …", "Saved on this device": the outcome of what the
 * user just did, near where they did it.
 * **Use something else:** a field's `errorMessage` for one field's problem, `LiveRegion` for an
 * announcement with no visible message, `ConfirmDialog` to ask before an action.
 *
 * **Accessibility:** the message (not the Dismiss button) is a live region: `role="alert"` for `error`,
 * `role="status"` otherwise, so it is announced when it appears or changes. The tone's icon and text
 * colour both meet contrast, and the words carry the meaning.
 */
export function StatusBanner({ tone, title, children, onDismiss, className }: StatusBannerProps) {
  const t = useUiMessages();
  const classes = banner({ tone });
  return (
    <div className={className ? `${classes} ${className}` : classes}>
      {/* The live region holds only the message, so the Dismiss button isn't read out with it. */}
      <div role={tone === 'error' ? 'alert' : 'status'} className={message}>
        <span className={iconSlot}>
          <Icon icon={toneIcons[tone]} size={20} />
        </span>
        <div className={body}>
          {title ? <p className={titleClass}>{title}</p> : null}
          {children ? <div>{children}</div> : null}
        </div>
      </div>
      {onDismiss ? <Button variant="ghost" size="sm" icon={X} aria-label={t('dismiss')} className={dismiss} onPress={onDismiss} /> : null}
    </div>
  );
}
