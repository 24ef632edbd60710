import type { BoardOrder } from '@tiffin/core';
import { staffGuardMessages } from '@/lib/messages/guard-messages';

const text = staffGuardMessages;

/**
 * A flagged order's warning (decision 076): the staff ring the customer before cooking. Bold and on
 * the danger colour on the board, where a cook reads a tablet at arm's length; black on white, in
 * reverse like the printed ticket's REPRINT, on the ticket page. Nothing when the order is not flagged.
 */
export function CallFirst({ order, printed = false }: { order: BoardOrder; printed?: boolean }) {
  if (!order.call_first) return null;
  return (
    <p
      className={
        printed
          ? 'border-2 border-black p-1 text-center font-bold'
          : 'rounded-lg bg-danger px-3 py-2 text-base font-bold text-white'
      }
    >
      <span className={printed ? 'block bg-black text-white uppercase' : 'block uppercase tracking-wide'}>
        {text.callFirst}
      </span>
      <span className="block wrap-anywhere">{text.callFirstReason(order.call_first.reason)}</span>
    </p>
  );
}
