import { formatEuro, messages, orderMessages } from '@tiffin/core';
import { useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { confirmSimulatedCard } from '@/features/checkout/api/pay-by-card';
import { type WalletPayment, WalletStopped } from '@/features/checkout/hooks/use-wallet-payment';
import { ApiError } from '@/lib/api-client';

const c = orderMessages.card;
const w = orderMessages.wallet;

type TestCardNumber = keyof typeof w.testCards;
const TEST_CARDS = Object.keys(w.testCards) as TestCardNumber[];

const WALLET_BUTTON =
  'inline-flex min-h-12 w-full items-center justify-center rounded-full bg-ink px-5 py-3 text-base ' +
  'font-semibold text-white transition-colors hover:bg-ink/85 disabled:cursor-not-allowed disabled:opacity-60';

/** A wallet hands over a card without its code being typed: the test wallet's are good for years. */
const walletCard = (number: TestCardNumber) => ({
  number,
  expMonth: 12,
  expYear: new Date().getFullYear() + 3,
  cvc: '123',
});

/**
 * The simulated gateway's wallet (issue 52): its button, and the sheet a phone's wallet shows —
 * the amount, the card in the wallet (one of Stripe's test cards), Pay and Cancel. Pay walks the
 * same path as Apple Pay or Google Pay through Stripe: the sequence's checks, the server's payment
 * for its quote, the card tried on it (the simulated gateway's confirmation, as Stripe.js's), then
 * the order placed as after any card payment. Like a phone's sheet it closes only by its own
 * buttons (or Escape), and one payment runs at a time.
 */
export function TestWallet({
  wallet,
  amountCents,
  disabled,
}: {
  wallet: WalletPayment;
  amountCents: number;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [card, setCard] = useState<TestCardNumber>('4242424242424242');
  const [paying, setPaying] = useState(false);
  const payingRef = useRef(false);
  const amount = formatEuro(amountCents);

  async function pay() {
    if (payingRef.current) return;
    payingRef.current = true;
    setPaying(true);
    try {
      const payment = await wallet.authorise(amountCents);
      const result = await confirmSimulatedCard(payment, walletCard(card));
      setOpen(false);
      if (result.status === 'succeeded') wallet.paid(payment);
      else wallet.refused(result.error?.message ?? c.notCompleted);
    } catch (error) {
      setOpen(false);
      if (!(error instanceof WalletStopped))
        wallet.refused(error instanceof ApiError && error.message ? error.message : c.processingFailed);
    } finally {
      payingRef.current = false;
      setPaying(false);
    }
  }

  return (
    <>
      <button
        type="button"
        // Black, as the wallets' own buttons are, apart from the site's orange Place Order.
        className={WALLET_BUTTON}
        disabled={disabled}
        onClick={() => {
          if (wallet.tapped()) setOpen(true);
        }}
      >
        {w.testButton}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        // Not while it pays: the payment goes on whatever the customer does.
        onDismiss={() => {
          if (!payingRef.current) setOpen(false);
        }}
        backdropCloses={false}
        title={w.sheetTitle}
        closeLabel={messages.common.close}
        placement="bottom"
      >
        <div className="flex flex-col gap-4 px-5 py-5 text-sm">
          <p className="text-base font-semibold">{c.amountToPay(amount)}</p>
          <p className="text-ink-muted">{w.testHint}</p>
          <label className="flex flex-col gap-1 font-semibold">
            {w.cardInWallet}
            <select
              className="min-h-12 rounded-xl border border-line bg-white px-3 font-normal"
              value={card}
              onChange={(event) => setCard(event.target.value as TestCardNumber)}
            >
              {TEST_CARDS.map((number) => (
                <option key={number} value={number}>
                  {w.testCards[number]}
                </option>
              ))}
            </select>
          </label>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              className={buttonClasses('secondary', 'w-full sm:w-auto')}
              disabled={paying}
              onClick={() => setOpen(false)}
            >
              {w.cancel}
            </button>
            <button
              type="button"
              className={buttonClasses('primary', 'w-full sm:w-auto')}
              disabled={paying}
              onClick={() => void pay()}
            >
              {paying ? c.paying : c.pay(amount)}
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
