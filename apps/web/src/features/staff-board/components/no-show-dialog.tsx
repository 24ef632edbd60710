import type { BoardOrder } from '@tiffin/core';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { staffGuardMessages } from '@/lib/messages/guard-messages';
import { useMarkNoShow } from '../api/mark-no-show';

const text = staffGuardMessages.noShow;

type NoShowDialogProps = { order: BoardOrder | null; onClose: () => void };

/**
 * "No-show" (issue 51, decision 078): said what it does before it is done, since the customer's
 * next orders are then card only; the server decides whom it marks and may refuse.
 */
export function NoShowDialog({ order, onClose }: NoShowDialogProps) {
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={order ? text.title(order.reference) : ''}
      closeLabel={text.close}
    >
      {/* Keyed by the order: another order's dialog never opens on this one's answer. */}
      {order && <NoShowConfirm key={order.id} order={order} onClose={onClose} />}
    </Dialog>
  );
}

function NoShowConfirm({ order, onClose }: { order: BoardOrder; onClose: () => void }) {
  const noShow = useMarkNoShow();
  return (
    <div className="space-y-4 p-5">
      {noShow.data ? (
        <>
          <Notice tone="success" role="status">
            {noShow.data.mark.target === 'account'
              ? text.doneAccount
              : text.donePhone(noShow.data.mark.value)}
          </Notice>
          <button type="button" className={buttonClasses('secondary', 'w-full')} onClick={onClose}>
            {text.back}
          </button>
        </>
      ) : (
        <>
          <p>{text.explain}</p>
          {noShow.error && (
            <Notice tone="danger" role="alert">
              {noShow.error.message}
            </Notice>
          )}
          <button
            type="button"
            className={buttonClasses('danger', 'w-full')}
            disabled={noShow.isPending}
            onClick={() => noShow.mutate({ orderId: order.id })}
          >
            {noShow.isPending && <Spinner />}
            {text.confirm}
          </button>
        </>
      )}
    </div>
  );
}
