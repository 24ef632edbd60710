import { useEffect, useId, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useAuthUiStore } from '../stores/auth-ui-store';

/**
 * The full-screen 'Signing Out' overlay (visitor-side §2, DECISIONS.md: 1 s everywhere). A modal
 * <dialog>, so nothing behind it can be clicked or focused meanwhile; Escape does not dismiss it.
 */
export function SigningOutOverlay() {
  const label = useAuthUiStore((state) => state.signingOutLabel);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const labelId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (label !== null && !dialog.open) {
      dialog.showModal();
      useAuthUiStore.getState().setSigningOutShown();
    } else if (label === null && dialog.open) dialog.close();
  }, [label]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelId}
      onCancel={(event) => event.preventDefault()}
      className="m-0 h-dvh max-h-none w-screen max-w-none border-0 bg-cream/95 p-0 text-ink outline-none backdrop:bg-transparent"
    >
      <div role="status" className="flex h-full flex-col items-center justify-center gap-5">
        <Spinner className="size-12 border-4 text-saffron" />
        <p id={labelId} className="font-display text-2xl font-semibold">
          {label}
        </p>
      </div>
    </dialog>
  );
}
