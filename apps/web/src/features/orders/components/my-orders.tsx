import {
  customerOrderPath,
  euroStringToCents,
  formatEuro,
  isFinishedOrderStatus,
  type OrderListItem,
  orderMessages,
  paymentWording,
} from '@tiffin/core';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useOrderHistory, useRunningOrders } from '../api/get-orders';
import { dublinDateTime } from '../utils/dublin-date-time';
import { OrderStatusBadge } from './order-status-badge';

const text = orderMessages.orders;

/**
 * My Orders (DECISIONS.md "Orders screen"): the running orders first, then the past ones, ten at a
 * time with more on demand. The history call lists every order, so the running ones, shown above,
 * are left out of it.
 */
export function MyOrders() {
  const running = useRunningOrders();
  const history = useOrderHistory();
  const past = (history.data?.pages ?? [])
    .flatMap((page) => page.orders)
    .filter((o) => isFinishedOrderStatus(o.order_status));
  const runningOrders = running.data?.orders ?? [];

  if (running.isPending || history.isPending) {
    return (
      <p className="flex items-center gap-2" role="status">
        <Spinner /> {text.loading}
      </p>
    );
  }
  if (running.isSuccess && history.isSuccess && runningOrders.length === 0 && past.length === 0) {
    return (
      <div className="rounded-2xl border border-line bg-white px-6 py-10 text-center">
        <p>{text.none}</p>
        <Link to={paths.menu} className={buttonClasses('primary', 'mt-4')}>
          {text.browseMenu}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      <OrderGroup
        title={text.running}
        orders={runningOrders}
        error={running.error}
        onRetry={() => running.refetch()}
      />
      <OrderGroup title={text.history} orders={past} error={history.error} onRetry={() => history.refetch()}>
        {history.hasNextPage && (
          <button
            type="button"
            className={buttonClasses('secondary', 'mt-4')}
            disabled={history.isFetchingNextPage}
            onClick={() => history.fetchNextPage()}
          >
            {history.isFetchingNextPage && <Spinner className="size-4" />}
            {text.showMore}
          </button>
        )}
      </OrderGroup>
    </div>
  );
}

function OrderGroup({
  title,
  orders,
  error,
  onRetry,
  children,
}: {
  title: string;
  orders: OrderListItem[];
  error: Error | null;
  onRetry: () => void;
  children?: React.ReactNode;
}) {
  if (orders.length === 0 && !error) return null;
  return (
    <section aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h2>
      {error && (
        <div className="mb-3 space-y-3" role="alert">
          <p>{error.message}</p>
          <button type="button" className={buttonClasses('secondary')} onClick={onRetry}>
            {text.tryAgain}
          </button>
        </div>
      )}
      <ul className="grid gap-3">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderSummary order={order} />
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

function OrderSummary({ order }: { order: OrderListItem }) {
  const delivery = order.order_type === 'delivery';
  const totalCents = euroStringToCents(order.order_amount);
  const payment = paymentWording({
    state: order.payment_state,
    totalCents,
    refundedCents: order.refunded_cents,
  });
  return (
    <Link
      to={customerOrderPath(order.id)}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl border border-line bg-white p-4 hover:border-saffron sm:p-5"
    >
      <span className="min-w-0">
        <span className="block font-semibold">{text.orderTitle(order.order_reference)}</span>
        <span className="block text-sm">
          {(delivery ? text.deliveryAt : text.collectionAt)(dublinDateTime(order.schedule_at))}
        </span>
        <span className="block text-sm text-ink-muted">
          {text.placedAt(dublinDateTime(order.created_at))} · {text.itemCount(order.details_count)}
        </span>
        <span className="block text-sm font-medium">{payment}</span>
        <OrderListLines lines={order.lines} />
      </span>
      <span className="flex items-center gap-3">
        <OrderStatusBadge status={order.order_status} delivery={delivery} />
        <span className="font-semibold">{formatEuro(totalCents)}</span>
      </span>
    </Link>
  );
}

/** What was ordered, a line each, with the line's allergens as sold (issue 31). */
function OrderListLines({ lines }: { lines: OrderListItem['lines'] }) {
  if (lines.length === 0) return null;
  return (
    <span className="mt-2 block space-y-0.5 border-t border-line pt-2 text-sm">
      {lines.map((line, index) => (
        // An order's lines never change: the position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index} className="block">
          {line.quantity} × {line.name}
          {line.options.length > 0 && <span className="text-ink-muted"> ({line.options.join(', ')})</span>}
          {line.allergens.length > 0 && (
            <span className="block text-xs font-semibold text-danger">
              {text.lineContains(line.allergens.join(', '))}
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
