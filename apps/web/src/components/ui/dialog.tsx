import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons/close-icon';

type DialogPlacement = 'center' | 'left' | 'right' | 'bottom';
type DialogSize = 'md' | 'lg';

type DialogProps = {
  open: boolean;
  /** Called whenever the dialog closes: Escape, the close button, the backdrop, or `open` turning false. */
  onClose: () => void;
  title: ReactNode;
  /** The accessible name of the close button. */
  closeLabel: string;
  placement?: DialogPlacement;
  /** The width of a `center` dialog: md for forms, lg for a dish with its photo. */
  size?: DialogSize;
  /** Extra classes for the panel. */
  className?: string;
  /** Where focus goes on closing when the opener is gone (a Sign In button replaced after signing in). */
  fallbackFocus?: () => HTMLElement | null;
  /**
   * Where focus goes on closing instead of the opener, when it returns an element: what the dialog
   * did is shown elsewhere (the banner 'Address added successfully!' at the top of the page).
   */
  returnFocus?: () => HTMLElement | null;
  /**
   * Asked instead of closing at once when Escape, the close button or the backdrop would close the
   * dialog: for a dialog that leaves in its own way (Confirm Action fades out first), then closes
   * by `open` turning false.
   */
  onDismiss?: () => void;
  /** Whether a click on the backdrop closes it (a wallet's sheet, as a phone's, closes by its buttons only). */
  backdropCloses?: boolean;
  children: ReactNode;
};

const placementClasses: Record<DialogPlacement, string> = {
  center:
    'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] rounded-2xl opacity-100 transition-[opacity,translate] duration-200 starting:open:translate-y-4 starting:open:opacity-0',
  right:
    'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] transition-transform duration-200 starting:open:translate-x-full',
  left: 'fixed inset-y-0 left-0 right-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] transition-transform duration-200 starting:open:-translate-x-full',
  bottom:
    'fixed inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none rounded-t-2xl transition-transform duration-200 starting:open:translate-y-full',
};

const sizeClasses: Record<DialogSize, string> = { md: 'max-w-md', lg: 'max-w-lg' };

/**
 * A modal dialog on the native <dialog>: showModal() traps focus and makes the page behind it
 * inert, Escape closes it, and on closing focus goes back to the element that opened it.
 * `center` is a modal window; `left` and `right` are panels that slide in from that side, `bottom`
 * a sheet that rises from the bottom edge.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  placement = 'center',
  size = 'md',
  className = '',
  fallbackFocus,
  returnFocus,
  onDismiss,
  backdropCloses = true,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Leaving the page with the dialog open must not leave the page inert.
  useEffect(() => () => dialogRef.current?.close(), []);

  const close = () => (onDismiss ? onDismiss() : dialogRef.current?.close());

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the dialog handles itself
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the dialog's own way out, when it has one.
        if (event.target !== event.currentTarget || !onDismiss) return;
        event.preventDefault();
        onDismiss();
      }}
      onClose={(event) => {
        // React passes a dialog's `close` up its component tree: a dialog opened from inside this
        // one (the location picker in the address form) closing is not this one closing.
        if (event.target !== event.currentTarget) return;
        const opener = openerRef.current;
        openerRef.current = null;
        onCloseRef.current();
        const instead = returnFocus?.();
        if (instead?.isConnected) {
          instead.focus();
          return;
        }
        // Safari does not focus a clicked button: then the opener is the body, which is no place to return to.
        if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
        else fallbackFocus?.()?.focus();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself; the panel covers the rest.
        if (event.target === event.currentTarget && backdropCloses) close();
      }}
      className={`border-0 bg-cream p-0 text-ink shadow-2xl backdrop:bg-ink/50 motion-reduce:transition-none ${placementClasses[placement]} ${placement === 'center' ? sizeClasses[size] : ''} ${className}`}
    >
      <div className="flex min-h-full flex-col">
        {/* The title and the close button stay in view while a long dialog scrolls under them. */}
        <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-line bg-cream py-2 pr-2 pl-5">
          <h2 id={titleId} className="font-display text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={closeLabel}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-cream-deep"
          >
            <CloseIcon />
          </button>
        </div>
        {open && children}
      </div>
    </dialog>
  );
}
