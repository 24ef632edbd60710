// STUB: replaced by the checkout-flow branch
import type { QuoteResponse } from '@tiffin/core/contracts';
import type { ReactNode } from 'react';
import type { BasketLineForOrder, CheckoutDraft, CheckoutModal } from '@/features/checkout/types';

export type PlaceOrderFlowProps = {
  token: string;
  draft: CheckoutDraft;
  lines: BasketLineForOrder[];
  /** The server's numbers for the basket as it is now */
  quote: QuoteResponse | undefined;
  /** From the restaurant's settings */
  minimumOrderCents: number;
  onOpenModal(which: CheckoutModal): void;
  onClearCoupon(): void;
  onPlaced(result: { orderReference: string }): void;
  renderTrigger(props: { label: string; disabled: boolean; onClick(): void }): ReactNode;
};

/** Stands in for the place-order sequence while it is built on its own branch: renders nothing. */
export function PlaceOrderFlow(_props: PlaceOrderFlowProps): ReactNode {
  return null;
}
