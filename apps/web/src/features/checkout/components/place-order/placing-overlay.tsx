import { orderMessages } from '@tiffin/core';
import { useEffect, useId, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * 'Placing Your Order...' (checkout-and-account §2.6, §4 step 5): a full-screen modal <dialog>
 * while the order is sent, so nothing behind it can be pressed twice; Escape does not dismiss it.
 */
export function PlacingOverlay({ open }: { open: boolean }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const labelId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  // Leaving the page while it shows must not leave the page inert.
  useEffect(() => () => dialogRef.current?.close(), []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelId}
      onCancel={(event) => event.preventDefault()}
      className="m-0 h-dvh max-h-none w-screen max-w-none border-0 bg-cream/95 p-0 text-ink outline-none backdrop:bg-transparent"
    >
      <div role="status" className="flex h-full flex-col items-center justify-center gap-5 px-6 text-center">
        <Spinner className="size-12 border-4 text-saffron" />
        <p id={labelId} className="font-display text-2xl font-semibold">
          {orderMessages.checkout.placingOrder}
        </p>
      </div>
    </dialog>
  );
}
