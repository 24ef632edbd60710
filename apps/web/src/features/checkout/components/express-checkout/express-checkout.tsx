import { euroStringToCents, orderMessages } from '@tiffin/core';
import { lazy, Suspense } from 'react';
import { usePaymentConfig } from '@/features/checkout/api/get-payment-config';
import type { PlaceOrderFlowState } from '@/features/checkout/hooks/use-place-order';
import { useWalletPayment } from '@/features/checkout/hooks/use-wallet-payment';
import type { BasketLineForOrder, CheckoutDraft } from '@/features/checkout/types';
import { stripeFor } from '../card-payment/stripe-loader';
import { TestWallet } from './test-wallet';

// Stripe's libraries only where Stripe takes the cards, and only on the checkout.
const StripeExpressCheckout = lazy(() => import('./stripe-express-checkout'));

const w = orderMessages.wallet;

export type ExpressCheckoutProps = {
  flow: PlaceOrderFlowState;
  draft: CheckoutDraft;
  lines: readonly BasketLineForOrder[];
  /** The tip chosen with a card (issue 51): the wallet pays it with the total, as the server charges */
  tipCents?: number;
};

/**
 * The express button above Place Order (issue 52): a wallet pays the order in one tap, as a card
 * order, whichever payment method is chosen — Stripe's Express Checkout Element, or the simulated
 * gateway's test wallet. Shown where the restaurant takes cards and the server has quoted a basket;
 * under it, the wallet's 'Payment Successful!' or its refusal.
 */
export function ExpressCheckout({ flow, draft, lines, tipCents = 0 }: ExpressCheckoutProps) {
  const gateway = usePaymentConfig().data;
  const wallet = useWalletPayment({
    flow,
    contact: { name: draft.contactName, phone: draft.contactPhone },
  });
  const total = flow.quote?.total;
  if (lines.length === 0 || total === undefined || gateway === undefined || gateway.gateway === 'none')
    return null;
  const amountCents = euroStringToCents(total) + tipCents;
  return (
    <section aria-label={w.region} className="grid gap-2">
      {gateway.gateway === 'simulated' && (
        <TestWallet wallet={wallet} amountCents={amountCents} disabled={flow.busy} />
      )}
      {gateway.gateway === 'stripe' && gateway.publishable_key !== null && (
        <Suspense fallback={null}>
          <StripeExpressCheckout
            stripe={stripeFor(gateway.publishable_key)}
            amountCents={amountCents}
            wallet={wallet}
          />
        </Suspense>
      )}
      {wallet.notice !== null && (
        <p
          role={wallet.notice.tone === 'danger' ? 'alert' : 'status'}
          className={`text-sm font-semibold ${wallet.notice.tone === 'danger' ? 'text-danger' : 'text-chutney'}`}
        >
          {wallet.notice.text}
        </p>
      )}
    </section>
  );
}
