import { useEffect, useState } from 'react';

type Props = {
  url: string;
  /** What the link is for, said above it */
  intro: string;
  /** The QR code's text alternative */
  qrLabel: string;
};

/**
 * A payment link (issue 49) as the staff show it to a customer on the phone or at the counter: its
 * address big, to read out or tap, and as a QR code for the customer's phone.
 */
export function PaymentLinkShown({ url, intro, qrLabel }: Props) {
  return (
    <div className="space-y-3">
      <p className="text-lg">{intro}</p>
      <a className="block break-all text-2xl font-bold underline" href={url}>
        {url}
      </a>
      <LinkQrCode url={url} label={qrLabel} />
    </div>
  );
}

/** The link as a QR code; the library is loaded only when one is shown. */
function LinkQrCode({ url, label }: { url: string; label: string }) {
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
    <img src={image} alt={label} width={256} height={256} className="size-64" />
  ) : (
    <div className="size-64 rounded-xl bg-cream" aria-hidden="true" />
  );
}
