import { messages, orderMessages, type SavedAddress } from '@tiffin/core';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { isUnauthorizedError } from '@/lib/query-client';
import { useDeleteAddress } from '../api/delete-address';
import { addressTypeLabel } from '../utils/address-display';
import { errorText } from '../utils/address-error';

const m = orderMessages.addresses;

type DeleteAddressDialogProps = {
  /** The address to delete; null when the dialog is closed. */
  address: SavedAddress | null;
  onClose: () => void;
  /** Where focus goes on closing, the card (and its Delete button) being gone. */
  fallbackFocus?: () => HTMLElement | null;
  /** The server deleted the address: the page shows the banner ('Address deleted successfully!'). */
  onDeleted?: () => void;
  /** Where focus goes on closing instead of the opener (the page's banner after a delete). */
  returnFocus?: () => HTMLElement | null;
};

/**
 * 'Delete Address' (checkout-and-account §2.8): the question, the address's type, line and contact
 * name, Cancel and Delete. It closes only when the server has deleted it; a failure is said inside.
 */
export function DeleteAddressDialog({
  address,
  onClose,
  fallbackFocus,
  onDeleted,
  returnFocus,
}: DeleteAddressDialogProps) {
  return (
    <Dialog
      open={address !== null}
      onClose={onClose}
      title={m.deleteTitle}
      fallbackFocus={fallbackFocus}
      returnFocus={returnFocus}
      closeLabel={messages.common.close}
    >
      {address !== null && <DeleteConfirmation address={address} onClose={onClose} onDeleted={onDeleted} />}
    </Dialog>
  );
}

function DeleteConfirmation({
  address,
  onClose,
  onDeleted,
}: {
  address: SavedAddress;
  onClose: () => void;
  onDeleted: (() => void) | undefined;
}) {
  const remove = useDeleteAddress();
  const failed = remove.isError && !isUnauthorizedError(remove.error);

  return (
    <div className="grid gap-4 p-5">
      <p>{m.deleteConfirm}</p>
      <dl className="grid gap-1 rounded-xl border border-line bg-white p-4 text-sm">
        <dt className="sr-only">{m.details.type}</dt>
        <dd className="font-semibold">{addressTypeLabel(address)}</dd>
        <dt className="sr-only">{m.details.address}</dt>
        <dd className="break-words">{address.address}</dd>
        {address.contact_person_name && (
          <>
            <dt className="sr-only">{m.details.contactName}</dt>
            <dd className="text-ink-muted">{address.contact_person_name}</dd>
          </>
        )}
      </dl>
      {failed && (
        <Notice tone="danger" role="alert">
          {errorText(remove.error, m.deleteFailed)}
        </Notice>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
          {messages.common.cancel}
        </button>
        <button
          type="button"
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
          onClick={() =>
            remove.mutate(address.id, {
              onSuccess: () => {
                onDeleted?.();
                onClose();
              },
            })
          }
          className={buttonClasses('danger')}
        >
          {remove.isPending && <Spinner className="size-4" />}
          {messages.common.delete}
        </button>
      </div>
    </div>
  );
}
