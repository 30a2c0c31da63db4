import type { ReactNode } from 'react';
import { Dialog as AriaDialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { X } from 'lucide-react';
import { Button } from './Button';
import { body, close as closeClass, dialog, footer, header, modal, overlay, title as titleClass, type DialogVariants } from './Dialog.css';

type Close = () => void;

interface OpenStateProps {
  /** The element that opens the dialog, usually a Button. Omit it and use `isOpen` to control it yourself. */
  trigger?: ReactNode;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

export interface DialogProps extends OpenStateProps {
  title: ReactNode;
  children?: ReactNode | ((state: { close: Close }) => ReactNode);
  /** Escape always closes; this adds the close button and closing on an outside click. */
  isDismissable?: boolean;
  actions?: (close: Close) => ReactNode;
  size?: DialogVariants['size'];
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/** A modal dialog: traps focus while open and returns it to the trigger on close. */
export function Dialog({ title, children, trigger, isOpen, onOpenChange, isDismissable = true, actions, size, role, className }: DialogProps) {
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
                {isDismissable ? <Button variant="ghost" size="sm" icon={X} aria-label="Close" onPress={close} className={closeClass} /> : null}
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
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
}

export const confirmTones = ['danger', 'primary'] as const;

/** Asks before an action; an alertdialog, so only Cancel, Escape or the confirm button close it. */
export function ConfirmDialog({ message, confirmLabel, cancelLabel = 'Cancel', tone = 'primary', onConfirm, ...props }: ConfirmDialogProps) {
  return (
    <Dialog
      {...props}
      size="sm"
      role="alertdialog"
      isDismissable={false}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {cancelLabel}
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
