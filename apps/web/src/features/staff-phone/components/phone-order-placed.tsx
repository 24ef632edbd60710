import { formatEuro, type PhoneOrderResponse } from '@tiffin/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
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
          <p className="text-lg">{text.payHere}</p>
          <a className="block break-all text-2xl font-bold underline" href={placed.payment_url}>
            {placed.payment_url}
          </a>
          <LinkQrCode url={placed.payment_url} />
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

/** The link as a QR code for the customer's phone; the library is loaded only when one is shown. */
function LinkQrCode({ url }: { url: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(url, { width: 256, margin: 1 }))
      .then((data) => current && setImage(data))
      // Without its picture the link above is still there to read out or tap.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [url]);
  return image ? (
    <img src={image} alt={text.qrLabel} width={256} height={256} className="size-64" />
  ) : (
    <div className="size-64 rounded-xl bg-cream" aria-hidden="true" />
  );
}
