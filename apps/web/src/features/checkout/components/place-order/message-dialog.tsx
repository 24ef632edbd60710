import { messages } from '@tiffin/core';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';

export type DialogAction = {
  label: string;
  onClick: () => void;
  variant?: 'primary' | 'secondary' | 'danger';
  disabled?: boolean;
};

type MessageDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The dialog's text; `tone` 'danger' for a refusal. */
  children: ReactNode;
  actions: DialogAction[];
  className?: string;
  /** Escape, the close button and the backdrop ask this rather than closing at once (Dialog). */
  onDismiss?: () => void;
};

/**
 * One of the place-order dialogs (checkout-and-account §2.6, §5, §8): a title that names it, its
 * text, and its buttons, on the shared modal dialog (focus kept inside and returned to the button
 * that opened it, Escape closes it).
 */
export function MessageDialog({
  open,
  title,
  onClose,
  children,
  actions,
  className,
  onDismiss,
}: MessageDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={messages.common.close}
      className={className}
      onDismiss={onDismiss}
    >
      <div className="flex flex-col gap-5 px-5 py-5">
        <div className="flex flex-col gap-3 text-sm leading-6">{children}</div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              onClick={action.onClick}
              disabled={action.disabled}
              className={buttonClasses(action.variant ?? 'primary', 'w-full sm:w-auto')}
            >
              {action.label}
            </button>
          ))}
        </div>
      </div>
    </Dialog>
  );
}
