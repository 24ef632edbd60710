import {
  type BoardOrder,
  formatDublinDate,
  formatDublinTime12h,
  formatEuro,
  orderPaymentWording,
  vatMessages,
} from '@tiffin/core';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { staffMessages } from '@/lib/messages/staff-messages';
import { useStaffOrder } from '../api/get-staff-order';
import { useBoardPrinters } from './board-printers';
import { CallFirst } from './call-first';
import { DeliveryAddress } from './delivery-address';
import { OrderLines } from './order-details';

const text = staffMessages.ticket;
const when = (iso: string) => `${formatDublinTime12h(new Date(iso))}, ${formatDublinDate(new Date(iso))}`;

/**
 * The kitchen ticket: an 80 mm receipt (the `kitchen-ticket` page size in index.css) with what the
 * kitchen and the driver need, printed from the board. Only the ticket prints; the buttons do not.
 */
export function KitchenTicket({ orderId, restaurantName }: { orderId: number; restaurantName: string }) {
  const order = useStaffOrder(orderId);
  const { ReprintButton } = useBoardPrinters();
  return (
    // A long unbroken note wraps to the ticket's 80 mm rather than running off the paper (issue 30).
    <main className="min-h-dvh bg-cream-deep py-6 wrap-anywhere print:bg-white print:py-0">
      <div className="mx-auto mb-4 flex w-[80mm] max-w-full gap-2 print:hidden">
        <button
          type="button"
          className={buttonClasses('primary', 'flex-1')}
          onClick={() => window.print()}
          disabled={!order.data}
        >
          {text.print}
        </button>
        <Link to="/staff" className={buttonClasses('secondary')}>
          {text.back}
        </Link>
      </div>
      {order.data && (
        <div className="mx-auto mb-4 w-[80mm] max-w-full print:hidden">
          <ReprintButton order={order.data} />
        </div>
      )}
      {order.isPending && (
        <p className="flex justify-center gap-2" role="status">
          <Spinner /> {text.loading}
        </p>
      )}
      {order.isError && (
        <p className="text-center" role="alert">
          {text.failed}
        </p>
      )}
      {order.data && <Ticket order={order.data} restaurantName={restaurantName} />}
    </main>
  );
}

function Ticket({ order, restaurantName }: { order: BoardOrder; restaurantName: string }) {
  const delivery = order.fulfilment === 'delivery';
  return (
    <article className="kitchen-ticket mx-auto w-[80mm] max-w-full space-y-3 bg-white p-4 font-mono text-[13px] leading-snug text-black shadow print:shadow-none">
      <header className="border-b border-dashed border-black pb-2 text-center">
        <p>{restaurantName}</p>
        <h1 className="text-3xl font-bold">#{order.reference}</h1>
        <p className="text-lg font-bold uppercase">
          {delivery ? staffMessages.order.delivery : staffMessages.order.collection}
        </p>
        <p>
          {text.due}: <strong>{when(order.ready_at ?? order.scheduled_at)}</strong>
        </p>
        <p>
          {text.placed}: {when(order.placed_at)}
        </p>
      </header>
      <CallFirst order={order} printed />
      <OrderLines order={order} on="ticket" />
      <section className="border-t border-dashed border-black pt-2">
        <p className="font-bold">{order.contact_name}</p>
        <p>{order.contact_phone}</p>
        <DeliveryAddress order={order} printed />
      </section>
      <section className="border-t border-dashed border-black pt-2">
        <p className="flex justify-between">
          <span>{text.products}</span>
          <span>{formatEuro(order.subtotal_cents)}</span>
        </p>
        {delivery && (
          <p className="flex justify-between">
            <span>{text.deliveryFee}</span>
            <span>{formatEuro(order.delivery_fee_cents)}</span>
          </p>
        )}
        {order.discount_cents > 0 && (
          <p className="flex justify-between">
            <span>{text.discount}</span>
            <span>-{formatEuro(order.discount_cents)}</span>
          </p>
        )}
        {order.deposit_cents > 0 && (
          <p className="flex justify-between">
            <span>{vatMessages.deposit}</span>
            <span>{formatEuro(order.deposit_cents)}</span>
          </p>
        )}
        <p className="flex justify-between text-base font-bold">
          <span>{text.total}</span>
          <span>{formatEuro(order.total_cents)}</span>
        </p>
        <p className="mt-1 text-center text-base font-bold uppercase">{orderPaymentWording(order)}</p>
      </section>
    </article>
  );
}
