import { formatEuro, type PhoneOrderResponse } from '@tiffin/core';
import { Link } from 'react-router';
import { PaymentLinkShown } from '@/components/payments/payment-link-shown';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { phoneOrderWords as text } from '@/lib/messages/phone-order-messages';

type Props = {
  placed: PhoneOrderResponse;
  /** The account's e-mail, which the order's confirmation (with the link) went to; null for a guest */
  emailedTo: string | null;
  onAnother: () => void;
};

/** The order placed: its reference and the server's total; for a link, its address big and as a QR code. */
export function PhoneOrderPlaced({ placed, emailedTo, onAnother }: Props) {
  return (
    <section className="space-y-4 rounded-xl border border-line bg-white p-5" aria-live="polite">
      <h2 className="text-2xl font-bold">{text.placed(placed.order_reference)}</h2>
      <p className="text-lg">{text.total(formatEuro(placed.total_cents), formatEuro(placed.vat_cents))}</p>
      {placed.time_not_offered && <Notice>{text.timeNotOffered}</Notice>}
      {placed.payment_url === null ? (
        <p className="text-lg">{text.cashDue}</p>
      ) : (
        <div className="space-y-3">
          <PaymentLinkShown url={placed.payment_url} intro={text.payHere} qrLabel={text.qrLabel} />
          {emailedTo && <p>{text.emailed(emailedTo)}</p>}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClasses('primary', 'min-h-12')} onClick={onAnother}>
          {text.another}
        </button>
        <Link to="/staff" className={buttonClasses('secondary', 'min-h-12')}>
          {text.board}
        </Link>
      </div>
    </section>
  );
}
