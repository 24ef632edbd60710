import {
  CONFIRM_FADE_MS,
  euroStringToCents,
  formatEuro,
  messages,
  NAV_SCROLL_DELAY_MS,
  orderMessages,
  type QuoteResponse,
  REFUND_DAYS,
} from '@tiffin/core';
import { type JSX, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle-icon';
import { CloseIcon } from '@/components/ui/icons/close-icon';
import { type PlaceOrderStep, usePlaceOrder } from '@/features/checkout/hooks/use-place-order';
import type { BasketLineForOrder, CheckoutDraft, CheckoutModal } from '@/features/checkout/types';
import { paths, sectionIds } from '@/lib/paths';
import { ConfirmOrderDialog } from './confirm-order-dialog';
import { MessageDialog } from './message-dialog';
import { PlacingOverlay } from './placing-overlay';

const m = orderMessages.checkout;

/** The card dialog loads when a card payment starts, or as the main button is pointed at or focused. */
const loadCardDialog = () => import('../card-payment/card-payment-dialog');
const CardPaymentDialog = lazy(async () => ({ default: (await loadCardDialog()).CardPaymentDialog }));
const coupons = orderMessages.coupons;

/** A placed order, and where the customer goes from the success dialog. */
export type PlacedOrder = { orderId: number; orderReference: string; next: 'home' | 'order' };

export type PlaceOrderFlowProps = {
  token: string;
  draft: CheckoutDraft;
  lines: BasketLineForOrder[];
  /** The server's numbers (the page fetched them). */
  quote: QuoteResponse | undefined;
  minimumOrderCents: number;
  /** 'Complete Now' (and the time and address dialogs' actions) open the page's modal. */
  onOpenModal(which: CheckoutModal): void;
  /** A coupon dialog's action removes the coupon. */
  onClearCoupon(): void;
  /** The order is placed and the customer leaves the success dialog: 'Continue to Home', or its page. */
  onPlaced(result: PlacedOrder): void;
  renderTrigger(props: { label: string; disabled: boolean; onClick(): void; preload(): void }): ReactNode;
  /** What the page found wrong with the order as it stands (the quote's problems, the slots failing). */
  problem: string | null;
  onDismissProblem(): void;
  /** Hands the page the sequence's start: a second click on the chosen Card Payment starts it (§4). */
  exposeStart?(start: () => void): void;
};

/** The main button's four texts (§2.5). */
function triggerLabel(draft: CheckoutDraft, lines: readonly BasketLineForOrder[], busy: boolean): string {
  if (busy) return m.processingOrder;
  if (lines.length === 0) return m.cartIsEmpty;
  return draft.paymentMethod === 'card' ? m.validateAndPay : m.placeOrder;
}

/**
 * The place-order sequence of the checkout page (checkout-and-account §4 "Place-order flow", §5,
 * §8): the main button (drawn by the page through `renderTrigger`), the red error box under it, and
 * every dialog of the sequence — Cart is Empty, Order Minimum Amount, missing information, the
 * time-slot and coupon dialogs, Confirm Action, 'Placing Your Order...', success, Order Failed with
 * Retry and 'Oops! Something went wrong'.
 */
export function PlaceOrderFlow(props: PlaceOrderFlowProps): JSX.Element {
  const { draft, lines, onOpenModal, onClearCoupon, onPlaced } = props;
  const flow = usePlaceOrder(props);
  const { step } = flow;
  const navigate = useNavigate();
  const { exposeStart } = props;
  useEffect(() => exposeStart?.(() => void flow.start()), [exposeStart, flow.start]);

  // Confirm Action fades out over CONFIRM_FADE_MS after its buttons (§4 "Confirmation dialog").
  const [confirmLeaving, setConfirmLeaving] = useState<Extract<PlaceOrderStep, { kind: 'confirm' }> | null>(
    null,
  );
  useEffect(() => {
    if (confirmLeaving === null) return;
    const timer = setTimeout(() => setConfirmLeaving(null), CONFIRM_FADE_MS);
    return () => clearTimeout(timer);
  }, [confirmLeaving]);
  const confirmStep = step.kind === 'confirm' ? step : confirmLeaving;

  // A modal of the page is opened once this flow's dialog has closed (its effects ran first), so
  // that the dialog's focus return cannot land behind the new modal.
  const [modalToOpen, setModalToOpen] = useState<CheckoutModal | null>(null);
  useEffect(() => {
    if (modalToOpen === null) return;
    setModalToOpen(null);
    onOpenModal(modalToOpen);
  }, [modalToOpen, onOpenModal]);
  const openModal = (which: CheckoutModal) => {
    dismissCurrent();
    setModalToOpen(which);
  };

  const clearCoupon = () => {
    dismissCurrent();
    onClearCoupon();
  };

  const scrollHolding = useRef<(() => void) | null>(null);
  useEffect(() => () => scrollHolding.current?.(), []);
  const addMoreItems = () => {
    dismissCurrent();
    // As the header's section links do: home, then the menu held in view while the page arrives.
    void navigate(paths.home);
    const holding = import('@/lib/scroll-once-laid-out');
    window.setTimeout(
      () =>
        void holding.then(({ scrollToSectionOnceLaidOut }) => {
          scrollHolding.current = scrollToSectionOnceLaidOut(sectionIds.menu);
        }),
      NAV_SCROLL_DELAY_MS,
    );
  };

  // Reported once, when the customer leaves the success dialog: the page then clears the basket
  // and the stored choices and goes home (§2.5, §4 step 5).
  const success = step.kind === 'success' ? step : null;
  const reported = useRef<string | null>(null);
  const leaveSuccess = (next: PlacedOrder['next'] = 'home') => {
    if (success === null || reported.current === success.orderReference) return;
    reported.current = success.orderReference;
    onPlaced({ orderId: success.orderId, orderReference: success.orderReference, next });
    flow.dismiss('success');
  };

  /** The dialog of a step: open while the flow is at it; closing it ends that step only. */
  const dialogFor = (kind: PlaceOrderStep['kind']) => ({
    open: step.kind === kind,
    onClose: () => flow.dismiss(kind),
  });
  /** Closes the dialog on screen (its buttons show only while it is open). */
  const dismissCurrent = () => flow.dismiss(step.kind);
  const close = { label: messages.common.close, onClick: dismissCurrent, variant: 'secondary' } as const;
  const chooseTime = { label: m.chooseAnotherTime, onClick: () => openModal('time') };
  const removeCoupon = { label: coupons.removeCoupon, onClick: clearCoupon };

  // The one dismissible red box under the button (§2.5): the last placement's error, else what the
  // page found wrong with the order as it stands.
  const redBox =
    flow.orderError !== null
      ? { text: flow.orderError, dismiss: flow.dismissError }
      : props.problem !== null
        ? { text: props.problem, dismiss: props.onDismissProblem }
        : null;

  return (
    <>
      {props.renderTrigger({
        label: triggerLabel(draft, lines, flow.busy),
        disabled: flow.busy || lines.length === 0,
        onClick: () => {
          // The checks take a round trip: the card dialog loads meanwhile.
          if (draft.paymentMethod === 'card') void loadCardDialog();
          void flow.start();
        },
        preload: () => {
          if (draft.paymentMethod === 'card') void loadCardDialog();
        },
      })}

      {redBox !== null && (
        <div
          role="alert"
          className="mt-3 flex items-start gap-3 rounded-xl border border-danger/40 bg-danger-soft p-3 text-sm text-danger"
        >
          <AlertCircleIcon className="mt-0.5 size-5 shrink-0" />
          <p className="min-w-0 flex-1">{redBox.text}</p>
          <button
            type="button"
            aria-label={m.dismissError}
            onClick={redBox.dismiss}
            className="-m-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-danger/10"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      )}

      <MessageDialog
        {...dialogFor('cartEmpty')}
        title={m.cartEmptyDialog.title}
        actions={[{ label: m.minimumOrder.addMoreItems, onClick: addMoreItems }]}
      >
        <p>{m.cartEmptyDialog.message}</p>
      </MessageDialog>

      <MessageDialog
        {...dialogFor('minimum')}
        title={m.minimumOrder.title}
        actions={[close, { label: m.minimumOrder.addMoreItems, onClick: addMoreItems }]}
      >
        {step.kind === 'minimum' && (
          <>
            <p>{m.minimumOrderDialog(step.currentCents, step.minimumCents)}</p>
            <p className="font-semibold text-saffron-dark">{m.addToReachMinimum(step.differenceCents)}</p>
          </>
        )}
      </MessageDialog>

      <MessageDialog
        {...dialogFor('missing')}
        title={m.missingInformation.title}
        actions={[
          { label: m.missingInformation.later, onClick: dismissCurrent, variant: 'secondary' },
          {
            label: m.missingInformation.completeNow,
            onClick: () => {
              if (step.kind === 'missing' && step.items[0] !== undefined) openModal(step.items[0].modal);
            },
          },
        ]}
      >
        {step.kind === 'missing' && (
          <ol className="list-decimal pl-5">
            {step.items.map((item) => (
              <li key={item.label}>{item.label}</li>
            ))}
          </ol>
        )}
      </MessageDialog>

      <MessageDialog
        {...dialogFor('slotUnavailable')}
        title={m.timeSlotUnavailable.title}
        actions={[close, chooseTime]}
      >
        <p>{m.timeSlotUnavailable.message}</p>
      </MessageDialog>

      <MessageDialog {...dialogFor('pastTime')} title={m.pastTime.title} actions={[close, chooseTime]}>
        <p>{m.pastTime.message}</p>
      </MessageDialog>

      <MessageDialog
        {...dialogFor('unableToValidateTime')}
        title={m.unableToValidateTime.title}
        actions={[close, { label: messages.common.tryAgain, onClick: () => void flow.start() }]}
      >
        <p>{m.unableToValidateTime.message}</p>
      </MessageDialog>

      <MessageDialog
        {...dialogFor('couponMinimum')}
        title={coupons.minimumNotMet.title}
        actions={[close, removeCoupon]}
      >
        {step.kind === 'couponMinimum' && <p>{coupons.minimumNotMet.message(step.minPurchaseCents)}</p>}
      </MessageDialog>

      <MessageDialog
        {...dialogFor('couponExpired')}
        title={coupons.expiredDialog.title}
        actions={[close, removeCoupon]}
      >
        <p>{coupons.expiredDialog.message}</p>
      </MessageDialog>

      <MessageDialog
        {...dialogFor('couponLimit')}
        title={coupons.limitReachedDialog.title}
        actions={[close, removeCoupon]}
      >
        <p>{coupons.limitReachedDialog.message}</p>
      </MessageDialog>

      <MessageDialog
        {...dialogFor('couponUnusable')}
        title={coupons.unusableDialog.title}
        actions={[close, removeCoupon]}
      >
        {step.kind === 'couponUnusable' && <p>{step.message}</p>}
      </MessageDialog>

      <MessageDialog
        {...dialogFor('missingAddress')}
        title={m.missingDeliveryAddress.title}
        actions={[close, { label: m.missingInformation.completeNow, onClick: () => openModal('address') }]}
      >
        <p>{m.missingDeliveryAddress.message}</p>
      </MessageDialog>

      <MessageDialog
        {...dialogFor('missingContact')}
        title={m.missingContact.title}
        actions={[close, { label: m.missingInformation.completeNow, onClick: () => openModal('details') }]}
      >
        <p>{m.missingContact.message}</p>
      </MessageDialog>

      <ConfirmOrderDialog
        open={confirmStep !== null}
        leaving={step.kind !== 'confirm'}
        totalCents={confirmStep?.totalCents ?? 0}
        pricesChanged={confirmStep?.pricesChanged ?? false}
        draft={draft}
        lines={lines}
        onPlace={() => {
          if (step.kind !== 'confirm') return;
          setConfirmLeaving(step);
          void flow.confirm();
        }}
        onReview={() => {
          if (step.kind !== 'confirm') return;
          setConfirmLeaving(step);
          flow.dismiss('confirm');
        }}
        onClose={() => {
          setConfirmLeaving(null);
          flow.dismiss('confirm');
        }}
      />

      {step.kind === 'card' && (
        <Suspense fallback={null}>
          <CardPaymentDialog
            open
            token={props.token}
            order={step.payload}
            contact={{ name: draft.contactName, phone: draft.contactPhone }}
            onPaid={flow.paid}
            onClose={() => flow.dismiss('card')}
          />
        </Suspense>
      )}

      <MessageDialog
        {...dialogFor('paidButFailed')}
        title={m.paidButOrderFailed.title}
        actions={[close, { label: messages.common.tryAgain, onClick: () => void flow.start() }]}
      >
        <p>{m.paidButOrderFailed.message}</p>
        {step.kind === 'paidButFailed' && <p className="font-semibold text-danger">{step.detail}</p>}
        <p>{m.paidButOrderFailed.refunded(REFUND_DAYS)}</p>
      </MessageDialog>

      <PlacingOverlay open={step.kind === 'placing'} />

      <MessageDialog
        open={success !== null}
        title={success === null ? '' : m.orderPlaced(success.orderReference)}
        onClose={() => leaveSuccess()}
        actions={[
          {
            label: orderMessages.orders.viewOrder,
            variant: 'secondary',
            onClick: () => leaveSuccess('order'),
          },
          { label: m.continueToHome, onClick: () => leaveSuccess() },
        ]}
      >
        {success !== null && (
          <p>
            {m.total}: <span className="font-semibold">{formatEuro(euroStringToCents(success.total))}</span>
          </p>
        )}
      </MessageDialog>

      <MessageDialog
        {...dialogFor('failed')}
        title={m.orderFailed.title}
        actions={[close, { label: messages.common.retry, onClick: () => void flow.retry() }]}
      >
        <p>{m.orderFailed.intro}</p>
        {step.kind === 'failed' && <p className="font-semibold text-danger">{step.detail}</p>}
      </MessageDialog>

      <MessageDialog
        {...dialogFor('error')}
        title={step.kind === 'error' ? step.title : m.errorDialogTitle}
        actions={
          step.kind === 'error' && step.retry === 'validate'
            ? [close, { label: messages.common.tryAgain, onClick: () => void flow.start() }]
            : [close]
        }
      >
        {step.kind === 'error' && <p>{step.message}</p>}
      </MessageDialog>
    </>
  );
}
