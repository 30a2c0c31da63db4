import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Icon, type IconComponent } from './Icon';
import { banner, body, dismiss, iconSlot, message, title as titleClass, type StatusBannerVariants } from './StatusBanner.css';

export type StatusTone = NonNullable<StatusBannerVariants['tone']>;

export interface StatusBannerProps {
  tone: StatusTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a "Dismiss" button that calls this. */
  onDismiss?: () => void;
  className?: string;
}

const toneIcons: Record<StatusTone, IconComponent> = {
  success: CheckCircle2,
  error: XCircle,
  info: Info,
  warning: AlertTriangle,
};

/** An inline message about the result of an action. Errors interrupt (alert); the rest wait politely (status). */
export function StatusBanner({ tone, title, children, onDismiss, className }: StatusBannerProps) {
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
      {onDismiss ? <Button variant="ghost" size="sm" icon={X} aria-label="Dismiss" className={dismiss} onPress={onDismiss} /> : null}
    </div>
  );
}
