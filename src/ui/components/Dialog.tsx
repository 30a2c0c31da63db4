import type { ReactNode } from 'react';
import { Dialog as AriaDialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { X } from 'lucide-react';
import { Button } from './Button';
import { useUiMessages } from '../i18n';
import { body, close as closeClass, dialog, footer, header, modal, overlay, title as titleClass, type DialogVariants } from './Dialog.css';

type Close = () => void;

interface OpenStateProps {
  /** The element that opens the dialog, usually a Button. Omit it and use `isOpen` to control it yourself. */
  trigger?: ReactNode;
  /** Controlled open state (with `onOpenChange`). */
  isOpen?: boolean;
  /** Called when the dialog opens or closes (Escape, close button, outside click, an action). */
  onOpenChange?: (isOpen: boolean) => void;
}

export interface DialogProps extends OpenStateProps {
  /** The heading (h2) that names the dialog. */
  title: ReactNode;
  /** The body; a function receives `close`. */
  children?: ReactNode | ((state: { close: Close }) => ReactNode);
  /** Escape always closes; this adds the close button and closing on an outside click. */
  isDismissable?: boolean;
  /** Footer buttons; receives `close`. Put the main action last. */
  actions?: (close: Close) => ReactNode;
  /** Maximum width: `sm`, `md` or `lg`. */
  size?: DialogVariants['size'];
  /** `alertdialog` for a question that needs an answer (see ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** Extra class on the dialog panel. */
  className?: string;
}

/**
 * A modal dialog over the page: a settings panel, a preview, details that need the whole attention.
 *
 * **When to use:** when the user must finish or dismiss something before going on.
 * **Use something else:** `ConfirmDialog` to ask before a destructive action, `Tooltip` for a short
 * hint, `StatusBanner` for a message that should not block the page, a new page for long content.
 *
 * **Accessibility:** focus moves into the dialog, is trapped there while it is open and returns to the
 * trigger on close. Escape closes it; the page behind is hidden from screen readers and does not scroll.
 * The title (h2) names the dialog.
 */
export function Dialog({ title, children, trigger, isOpen, onOpenChange, isDismissable = true, actions, size, role, className }: DialogProps) {
  const t = useUiMessages();
  const content = (
    <ModalOverlay
      className={overlay}
      isDismissable={isDismissable}
      {...(trigger === undefined ? { isOpen, onOpenChange } : {})}
    >
      <Modal className={modal({ size })}>
        <AriaDialog role={role} className={className ? `${dialog} ${className}` : dialog}>
          {({ close }) => (
            <>
              <div className={header}>
                <Heading slot="title" level={2} className={titleClass}>
                  {title}
                </Heading>
                {isDismissable ? <Button variant="ghost" size="sm" icon={X} aria-label={t('close')} onPress={close} className={closeClass} /> : null}
              </div>
              <div className={body}>{typeof children === 'function' ? children({ close }) : children}</div>
              {actions ? <div className={footer}>{actions(close)}</div> : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  if (trigger === undefined) return content;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      {content}
    </DialogTrigger>
  );
}

export interface ConfirmDialogProps extends OpenStateProps {
  /** The question, e.g. "Delete this note?". */
  title: ReactNode;
  /** What will happen, in a sentence. */
  message: ReactNode;
  /** The confirm button says what it does, e.g. "Delete note" (not "OK"). */
  confirmLabel: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  /** `danger` for destructive actions, `primary` (default) otherwise. */
  tone?: 'danger' | 'primary';
  /** Called when the user confirms; the dialog then closes. */
  onConfirm: () => void;
}

export const confirmTones = ['danger', 'primary'] as const;

/**
 * Asks before an action; an alertdialog, so only Cancel, Escape or the confirm button close it.
 *
 * **When to use:** before something that cannot be undone (deleting a note, clearing history).
 * **Use something else:** an undo after the fact when it is cheap, `Dialog` for anything but a yes/no question.
 *
 * **Accessibility:** `role="alertdialog"`, so screen readers read the title and message at once; focus
 * is trapped inside and returns to the trigger. An outside click does not dismiss it.
 */
export function ConfirmDialog({ message, confirmLabel, cancelLabel, tone = 'primary', onConfirm, ...props }: ConfirmDialogProps) {
  const t = useUiMessages();
  return (
    <Dialog
      {...props}
      size="sm"
      role="alertdialog"
      isDismissable={false}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button
            variant={tone}
            onPress={() => {
              onConfirm();
              close();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {message}
    </Dialog>
  );
}
