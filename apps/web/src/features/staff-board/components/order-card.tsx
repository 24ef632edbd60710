import {
  type AdvanceOrderRequest,
  type BoardOrder,
  dublinDate,
  formatDublinDate,
  formatDublinTime12h,
  formatEuro,
  NEXT_ORDER_STATUS,
  noShowAllowed,
  orderPaymentWording,
  orderStatusLabel,
} from '@tiffin/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { staffGuardMessages } from '@/lib/messages/guard-messages';
import { orderChangeWords } from '@/lib/messages/order-change-messages';
import { staffMessages } from '@/lib/messages/staff-messages';
import { staffRefundMessages } from '@/lib/messages/staff-refund-messages';
import { useChangeOrderStatus } from '../api/change-order-status';
import { minutesWaiting } from '../utils/board-columns';
import { useBoardPrinters } from './board-printers';
import { CallFirst } from './call-first';
import { DeliveryAddress } from './delivery-address';
import { OrderLines } from './order-details';

const text = staffMessages.order;

type OrderCardProps = {
  order: BoardOrder;
  boardNow: number;
  overdue: boolean;
  onAccept: (order: BoardOrder) => void;
  onCancel: (order: BoardOrder) => void;
  onRefund: (order: BoardOrder) => void;
  /** A delivery order's run: whose it is on, or a choice of driver (issue 50) */
  run?: ReactNode;
  /** "Change order" (issue 49): absent where the board offers no change */
  onChange?: ((order: BoardOrder) => void) | undefined;
  /** "No-show" (decision 078): absent where the board offers none */
  onNoShow?: ((order: BoardOrder) => void) | undefined;
};

/** The button that moves an order on, named for what the kitchen does next. */
function nextStepLabel(next: AdvanceOrderRequest['status'], fulfilment: BoardOrder['fulfilment']): string {
  if (next === 'processing') return text.next.processing;
  const delivery = fulfilment === 'delivery';
  if (next === 'handover') return delivery ? text.next.handoverDelivery : text.next.handoverCollection;
  return delivery ? text.next.deliveredDelivery : text.next.deliveredCollection;
}

/** What that button shows in a tablet's narrow column: its first words, on one line (issue 47). */
function nextStepShort(next: AdvanceOrderRequest['status'], fulfilment: BoardOrder['fulfilment']): string {
  if (next !== 'handover') return nextStepLabel(next, fulfilment);
  return fulfilment === 'delivery' ? text.nextShort.handoverDelivery : text.nextShort.handoverCollection;
}

/**
 * A card's buttons for a cook's floury thumb (issue 47): at least 44 × 44 px, their words on one
 * line, each a button to look at (Print ticket and Reprint bordered too); one to a row in a
 * tablet's narrow column, side by side where they fit.
 */
const cardButton = 'whitespace-nowrap px-3 md:max-xl:w-full md:max-xl:px-2';

/** One order on the board: what to cook, for whom and when, and the next step. */
export function OrderCard({
  order,
  boardNow,
  overdue,
  onAccept,
  onCancel,
  onRefund,
  onChange,
  onNoShow,
  run,
}: OrderCardProps) {
  const advance = useChangeOrderStatus();
  const { ReprintButton } = useBoardPrinters();
  const titleId = `order-${order.id}-title`;
  const next = NEXT_ORDER_STATUS[order.status as keyof typeof NEXT_ORDER_STATUS] as
    | AdvanceOrderRequest['status']
    | undefined;
  const cancelable = order.status === 'confirmed' || order.status === 'processing';
  // Before it is handed over (issue 49).
  const changeable = order.status === 'pending' || cancelable;
  const finished = !['pending', 'confirmed', 'processing', 'handover'].includes(order.status);
  const waited = minutesWaiting(order, boardNow);
  const scheduled = new Date(order.scheduled_at);
  // "No-show" once the order's time has passed: before it, nobody can have failed to come, and the
  // button would crowd the cards the kitchen works from (decision 078).
  const noShowDue = noShowAllowed(order.status) && scheduled.getTime() <= boardNow;
  // Money to give back part of (issue 49): a card payment that stands, or cash taken at the
  // handover; an order its refunds gave back whole is refunded.
  const refundable =
    order.status !== 'refunded' &&
    (order.paid || (order.payment_method === 'cash_on_delivery' && order.status === 'delivered'));

  return (
    <article
      aria-labelledby={titleId}
      data-status={order.status}
      // A finished card is told apart by its cream ground, not by fading: faded text and its
      // hovered buttons fell under 4.5:1 contrast.
      className={`space-y-3 rounded-xl border p-4 shadow-sm md:max-xl:p-3 ${overdue ? 'border-2 border-danger ring-4 ring-danger/20' : 'border-line'} ${finished ? 'bg-cream' : 'bg-white'}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="font-mono text-xl font-bold tracking-wide">
          #{order.reference}
        </h3>
        <span className="text-sm text-ink-muted">{text.placed(waited)}</span>
        <p className="w-full text-sm font-semibold">
          {order.fulfilment === 'delivery' ? text.delivery : text.collection}{' '}
          {text.for(
            formatDublinTime12h(scheduled),
            dublinDate(scheduled) === dublinDate(new Date(boardNow)) ? null : formatDublinDate(scheduled),
          )}
          {order.ready_at && order.status !== 'pending' && !finished && (
            <span className="font-normal">
              {' '}
              · {text.readyAt(formatDublinTime12h(new Date(order.ready_at)))}
            </span>
          )}
        </p>
      </header>
      {overdue && (
        <p role="alert" className="rounded-lg bg-danger px-3 py-1.5 text-sm font-bold text-white">
          {text.waiting(waited)}
        </p>
      )}
      <CallFirst order={order} />
      <p className="text-sm">
        {order.contact_name}
        {/* A deleted customer's order keeps no phone number (decision 045). */}
        {order.contact_phone !== '' && (
          <>
            {' · '}
            {/* A 44 px target, not a line of small print (issue 47). */}
            <a
              href={`tel:${order.contact_phone}`}
              className="inline-flex min-h-11 min-w-11 items-center whitespace-nowrap font-semibold underline underline-offset-4"
            >
              {order.contact_phone}
            </a>
          </>
        )}
        <DeliveryAddress order={order} />
      </p>
      <OrderLines order={order} />
      {/* Amounts never broken in a narrow column: the line wraps between them instead. */}
      <p className="flex flex-wrap justify-between gap-x-2 border-t border-line pt-2 text-sm font-semibold">
        <span className="wrap-normal">{orderPaymentWording(order)}</span>
        {/* "Cash due €19.50" already says the total: it is not said twice (issue 47). */}
        {order.payment_state !== 'cash_due' && (
          <span className="whitespace-nowrap">{formatEuro(order.total_cents)}</span>
        )}
        {/* Paid with the card, apart from the total (issue 51): small, for the kitchen and the driver. */}
        {order.tip_cents > 0 && (
          <span className="w-full text-xs font-normal text-ink-muted">
            {staffMessages.board.tip(formatEuro(order.tip_cents))}
          </span>
        )}
        {/* A changed card order's difference not paid yet (issue 49): the driver or the counter takes it. */}
        {order.to_pay_cents > 0 && (
          <span className="w-full rounded-lg bg-danger px-2 py-1 text-white">
            {orderChangeWords.toPay(formatEuro(order.to_pay_cents))}
          </span>
        )}
      </p>
      {finished && (
        <p className="text-sm font-semibold">
          {orderStatusLabel(order.status, order.fulfilment)}
          {order.cancel_reason && (
            <span className="block font-normal">{text.cancelReason(order.cancel_reason)}</span>
          )}
        </p>
      )}
      {advance.error && (
        <Notice tone="danger" role="alert">
          {advance.error.message}
        </Notice>
      )}
      {run}
      <div className="flex flex-wrap gap-2">
        {order.status === 'pending' && (
          <>
            <button
              type="button"
              className={buttonClasses('primary', `grow ${cardButton}`)}
              onClick={() => onAccept(order)}
            >
              {text.accept}
            </button>
            <button
              type="button"
              className={buttonClasses('secondary', cardButton)}
              onClick={() => onCancel(order)}
            >
              {text.reject}
            </button>
          </>
        )}
        {next && (
          <button
            type="button"
            className={buttonClasses('primary', `grow ${cardButton}`)}
            disabled={advance.isPending}
            aria-label={nextStepLabel(next, order.fulfilment)}
            onClick={() => advance.mutate({ kind: 'advance', orderId: order.id, body: { status: next } })}
          >
            {advance.isPending && <Spinner />}
            <span className="md:max-xl:hidden">{nextStepLabel(next, order.fulfilment)}</span>
            <span className="hidden md:max-xl:inline">{nextStepShort(next, order.fulfilment)}</span>
          </button>
        )}
        {cancelable && (
          <button
            type="button"
            className={buttonClasses('secondary', cardButton)}
            onClick={() => onCancel(order)}
          >
            {text.cancel}
          </button>
        )}
        {refundable && (
          <button
            type="button"
            className={buttonClasses('secondary', cardButton)}
            onClick={() => onRefund(order)}
          >
            {staffRefundMessages.open}
          </button>
        )}
        {changeable && onChange && (
          <button
            type="button"
            className={buttonClasses('secondary', cardButton)}
            aria-label={orderChangeWords.openLabel(order.reference)}
            onClick={() => onChange(order)}
          >
            {orderChangeWords.open}
          </button>
        )}
        {onNoShow && noShowDue && (
          <button
            type="button"
            className={buttonClasses('secondary', cardButton)}
            aria-label={staffGuardMessages.noShow.openLabel(order.reference)}
            onClick={() => onNoShow(order)}
          >
            {staffGuardMessages.noShow.open}
          </button>
        )}
        <Link
          to={`/staff/orders/${order.id}/ticket`}
          target="_blank"
          className={buttonClasses('secondary', cardButton)}
          aria-label={`${text.ticket} #${order.reference}`}
        >
          {text.ticket}
        </Link>
        <ReprintButton order={order} className="md:max-xl:w-full" buttonClassName={cardButton} />
      </div>
    </article>
  );
}
