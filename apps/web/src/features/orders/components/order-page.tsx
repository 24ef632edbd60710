import {
  allergenName,
  type CustomerOrder,
  driverMessages,
  formatDublinTime12h,
  formatEuro,
  isFinishedOrderStatus,
  type OrderStatus,
  orderMessages,
  orderPaymentWording,
  orderStatusLabel,
  type Reorder,
  tipMessages,
  vatBreakdownText,
  vatMessages,
} from '@tiffin/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ProfileSection } from '@/components/layout/profile-section';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left-icon';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import { useOrder } from '../api/get-order';
import { useReorder } from '../api/get-reorder';
import { dublinDateTime } from '../utils/dublin-date-time';
import { OrderChanges, PaidAndDue } from './order-changes';
import { OrderMoney } from './order-money';
import { OrderStatusBadge } from './order-status-badge';

const text = orderMessages.orders;

type OrderPageProps = {
  orderId: number;
  /** 'Order again' answered: the route puts the lines in the basket. */
  onReorder: (reorder: Reorder) => void;
  /** What the route shows under a completed order's progress: the ask for a rating (issue 51). */
  completed?: ReactNode;
};

/**
 * One of the customer's orders (DECISIONS.md "Orders screen"): what was ordered, the totals with
 * the VAT they include, payment, fulfilment, and the status timeline, kept current by the live
 * stream the header holds; cancel within 2 minutes while new, and 'Order again'.
 */
export function OrderPage({ orderId, onReorder, completed }: OrderPageProps) {
  const order = useOrder(orderId);
  const back = (
    <Link to={paths.profileOrders} className={buttonClasses('ghost', '-ml-3 mb-2')}>
      <ArrowLeftIcon className="size-4" /> {text.backToOrders}
    </Link>
  );
  if (order.isPending) {
    return (
      <>
        {back}
        <p className="flex items-center gap-2" role="status">
          <Spinner /> {text.orderLoading}
        </p>
      </>
    );
  }
  if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <>
        {back}
        <div className="space-y-3" role="alert">
          <p>{notFound ? text.orderNotFound : order.error.message}</p>
          {!notFound && (
            <button type="button" className={buttonClasses('secondary')} onClick={() => order.refetch()}>
              {text.tryAgain}
            </button>
          )}
        </div>
      </>
    );
  }
  return (
    <>
      {back}
      <OrderDetails order={order.data} onReorder={onReorder} completed={completed} />
    </>
  );
}

function OrderDetails({
  order,
  onReorder,
  completed,
}: {
  order: CustomerOrder;
  onReorder: OrderPageProps['onReorder'];
  completed: ReactNode;
}) {
  const delivery = order.fulfilment === 'delivery';
  const reorder = useReorder(order.id, {
    onSuccess: onReorder,
    onError: (error) => toast.error(error.message),
  });
  return (
    <ProfileSection title={text.orderTitle(order.reference)}>
      <div className="grid gap-5 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-5">
          <section className="rounded-2xl border border-line bg-white p-5" aria-label={text.progress}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              {/* Announced when the restaurant moves the order along. */}
              <p role="status" className="font-display text-xl font-semibold">
                {orderStatusLabel(order.status, order.fulfilment)}
              </p>
              <OrderStatusBadge status={order.status} delivery={delivery} />
            </div>
            {/* Who is bringing it, and since when (issue 50): the words of the customer's news. */}
            {order.status === 'handover' && order.driver && (
              <p className="mt-2 text-lg font-semibold">
                {driverMessages.onItsWay(
                  `#${order.reference}`,
                  order.driver.first_name,
                  formatDublinTime12h(new Date(order.driver.left_at)),
                )}
              </p>
            )}
            {!isFinishedOrderStatus(order.status) && (
              <p className="mt-1 text-sm text-ink-muted">{text.live}</p>
            )}
            {order.cancel_reason && <p className="mt-2 text-sm">{text.cancelReason(order.cancel_reason)}</p>}
            {/* How much goes back and when, where the customer reads that the order was cancelled. */}
            {order.payment_state === 'card_refunded' && (
              <p className="mt-2 text-sm font-semibold">{orderPaymentWording(order)}</p>
            )}
            <Timeline timeline={order.timeline} delivery={delivery} />
            <CancelOrder order={order} />
          </section>
          {order.status === 'delivered' && completed}

          <section className="rounded-2xl border border-line bg-white p-5" aria-labelledby="order-items">
            <h2 id="order-items" className="font-display text-lg font-semibold">
              {text.items}
            </h2>
            <OrderLines order={order} />
          </section>
          <OrderChanges order={order} />
        </div>

        <div className="space-y-5">
          <section className="space-y-1 rounded-2xl border border-line bg-white p-5 text-sm">
            <p className="font-semibold">
              {(delivery ? text.deliveryAt : text.collectionAt)(dublinDateTime(order.scheduled_at))}
            </p>
            {/* The promised time matters only until the order is ready. */}
            {order.ready_at && (order.status === 'confirmed' || order.status === 'processing') && (
              <p>{text.readyAbout(dublinDateTime(order.ready_at))}</p>
            )}
            {order.address && <p>{order.address}</p>}
            <p className="text-ink-muted">{text.placedAt(dublinDateTime(order.placed_at))}</p>
            <p className="pt-2 text-ink-muted">
              {text.contact}: {order.contact_name}, {order.contact_phone}
            </p>
          </section>
          <Totals order={order} />
          <button
            type="button"
            className={buttonClasses('primary', 'w-full')}
            disabled={reorder.isPending}
            onClick={() => reorder.mutate()}
          >
            {reorder.isPending && <Spinner className="size-4" />}
            {reorder.isPending ? text.reordering : text.orderAgain}
          </button>
        </div>
      </div>
    </ProfileSection>
  );
}

function OrderLines({ order }: { order: CustomerOrder }) {
  const allergens = [...new Set(order.lines.flatMap((line) => line.allergens))].map(allergenName);
  return (
    <>
      <ul className="mt-3 divide-y divide-line">
        {order.lines.map((line, index) => (
          // An order's lines never change order or content: the position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="flex justify-between gap-4 py-2">
            <span className="min-w-0">
              <span className="font-medium">
                {line.quantity} × {line.name}
              </span>
              {line.options.length > 0 && (
                <span className="block text-sm text-ink-muted">
                  {line.options.map((option) => `${option.variation}: ${option.label}`).join(', ')}
                </span>
              )}
              {line.note && <span className="block text-sm text-ink-muted italic">{line.note}</span>}
              {line.allergens.length > 0 && (
                <span className="block text-sm font-semibold text-danger">
                  {text.lineContains(line.allergens.map(allergenName).join(', '))}
                </span>
              )}
            </span>
            <span className="shrink-0">{formatEuro(line.line_total_cents)}</span>
          </li>
        ))}
      </ul>
      {order.order_note && <p className="mt-2 text-sm text-ink-muted">{order.order_note}</p>}
      {allergens.length > 0 && (
        <p className="mt-3 text-sm">
          <strong>{text.allergens(allergens.join(', '))}</strong>
        </p>
      )}
    </>
  );
}

function Totals({ order }: { order: CustomerOrder }) {
  const rows: [string, string][] = [[text.products, formatEuro(order.subtotal_cents)]];
  if (order.fulfilment === 'delivery') rows.push([text.deliveryFee, formatEuro(order.delivery_fee_cents)]);
  if (order.discount_cents > 0) rows.push([text.discount, `−${formatEuro(order.discount_cents)}`]);
  // The deposit on cans and bottles: its own line, after the discount that never reduces it.
  if (order.deposit_cents > 0) rows.push([vatMessages.deposit, formatEuro(order.deposit_cents)]);
  return (
    <section className="rounded-2xl border border-line bg-white p-5 text-sm">
      <dl className="space-y-1">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between">
            <dt>{label}</dt>
            <dd>{amount}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
          <dt>{text.total}</dt>
          <dd>{formatEuro(order.total_cents)}</dd>
        </div>
      </dl>
      <p className="mt-1 text-ink-muted">{vatBreakdownText(order.vat)}</p>
      {order.tip_cents > 0 && (
        // The tip (issue 51): its own line after the total and its VAT, which it is no part of.
        <dl className="mt-2 space-y-1 border-t border-line pt-2">
          <div className="flex justify-between">
            <dt>{tipMessages.line}</dt>
            <dd>{formatEuro(order.tip_cents)}</dd>
          </div>
          <div className="flex justify-between font-semibold">
            <dt>{tipMessages.withTip}</dt>
            <dd>{formatEuro(order.total_cents + order.tip_cents)}</dd>
          </div>
        </dl>
      )}
      <p className="mt-3 font-medium">{orderPaymentWording(order)}</p>
      <OrderMoney money={order.money} />
      <PaidAndDue order={order} />
    </section>
  );
}

function Timeline({ timeline, delivery }: { timeline: CustomerOrder['timeline']; delivery: boolean }) {
  return (
    <ol className="mt-4 space-y-2 border-l-2 border-line pl-4">
      {timeline.map((step: { status: OrderStatus; at: string }) => (
        <li key={`${step.status}-${step.at}`} className="relative text-sm">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-saffron"
          />
          <span className="font-medium">
            {orderStatusLabel(step.status, delivery ? 'delivery' : 'collection')}
          </span>
          <span className="text-ink-muted"> · {formatDublinTime12h(new Date(step.at))}</span>
        </li>
      ))}
    </ol>
  );
}

/** 'Cancel order' while the server allows it (cancelable_until); the button goes when the time does. */
function CancelOrder({ order }: { order: CustomerOrder }) {
  const cancel = useCancelOrder(order.id);
  const [asking, setAsking] = useState(false);
  const untilMs = order.cancelable_until ? Date.parse(order.cancelable_until) : null;
  // Drawn again when the window closes, which takes the button away.
  const [, setWindowClosed] = useState(false);
  useEffect(() => {
    const left = untilMs === null ? 0 : untilMs - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setWindowClosed(true), left);
    return () => clearTimeout(timer);
  }, [untilMs]);
  if (untilMs === null || untilMs <= Date.now()) return null;
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast.success(text.canceled);
      },
      onError: (error) => {
        setAsking(false);
        toast.error(error.message);
      },
    });
  return (
    <div className="mt-4 border-t border-line pt-4">
      <p className="text-sm">{text.cancelUntil(formatDublinTime12h(new Date(untilMs)))}</p>
      <button type="button" className={buttonClasses('secondary', 'mt-2')} onClick={() => setAsking(true)}>
        {text.cancel}
      </button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={text.cancelQuestion}
        closeLabel={text.keepOrder}
      >
        {order.payment_method === 'digital_payment' && <p>{text.cancelCardRefund}</p>}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClasses('ghost')} onClick={() => setAsking(false)}>
            {text.keepOrder}
          </button>
          <button
            type="button"
            className={buttonClasses('danger')}
            disabled={cancel.isPending}
            onClick={confirm}
          >
            {cancel.isPending && <Spinner className="size-4" />}
            {text.cancelConfirm}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
