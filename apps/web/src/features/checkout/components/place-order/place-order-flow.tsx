import { messages, orderMessages, type QuoteResponse, REFUND_DAYS } from '@tiffin/core';
import { type JSX, lazy, Suspense } from 'react';
import { PushSwitch } from '@/components/push/push-switch';
import { buttonClasses } from '@/components/ui/button-styles';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle-icon';
import { CloseIcon } from '@/components/ui/icons/close-icon';
import type { PlaceOrderFlowState } from '@/features/checkout/hooks/use-place-order';
import { useCheckoutDraft } from '@/features/checkout/stores/checkout-draft';
import type {
  BasketLineForOrder,
  CheckoutDraft,
  CheckoutModal,
  PlacedOrder,
} from '@/features/checkout/types';
import { redBoxText, type StepKind, shownConfirm } from '@/features/checkout/utils/place-order-machine';
import { ConfirmOrderDialog } from './confirm-order-dialog';
import { MessageDialog } from './message-dialog';
import { PhoneCheckDialog } from './phone-check-dialog';
import { PlacedOrderTotals } from './placed-order-totals';
import { PlacingOverlay } from './placing-overlay';

const m = orderMessages.checkout;

/** The card dialog loads when a card payment starts, or as the main button is pointed at or focused. */
const loadCardDialog = () => import('../card-payment/card-payment-dialog');
const CardPaymentDialog = lazy(async () => ({ default: (await loadCardDialog()).CardPaymentDialog }));
const coupons = orderMessages.coupons;

export type PlaceOrderFlowProps = {
  /** The sequence's state and events (usePlaceOrder, which the page holds). */
  flow: PlaceOrderFlowState;
  draft: CheckoutDraft;
  lines: readonly BasketLineForOrder[];
  /** The server's quote of the lines, with each line's allergens as sold (Confirm Action lists them). */
  quoteLines?: QuoteResponse['lines'] | undefined;
  /** The restaurant's "may contain" statement, said with the order's allergens (issue 31). */
  allergenStatement?: string | undefined;
  /** What a card pays, the tip included (issue 51), shown until the server says */
  cardAmountCents?: number | undefined;
  /** What the page finds wrong with the order as it stands (the quote's problems, the slots failing). */
  problem: string | null;
  /** 'Add More Items': the menu on the home page. */
  onAddMoreItems(): void;
  /** The customer leaves the success dialog: 'Continue to Home', or the order's page. */
  onPlaced(result: PlacedOrder): void;
};

/** The main button's four texts (§2.5). */
function triggerLabel(draft: CheckoutDraft, lines: readonly BasketLineForOrder[], busy: boolean): string {
  if (busy) return m.processingOrder;
  if (lines.length === 0) return m.cartIsEmpty;
  return draft.paymentMethod === 'card' ? m.validateAndPay : m.placeOrder;
}

/**
 * The place-order sequence of the checkout page (checkout-and-account §4 "Place-order flow", §5,
 * §8), drawn from its state: the main button, the red error box under it, and every dialog of the
 * sequence — Cart is Empty, Order Minimum Amount, missing information, the time-slot and coupon
 * dialogs, Confirm Action, the card payment, 'Placing Your Order...', success, Order Failed with
 * Retry, the fake-order guard's phone code (decision 073) and 'Oops! Something went wrong'. Every
 * button sends an event.
 */
export function PlaceOrderFlow(props: PlaceOrderFlowProps): JSX.Element {
  const { flow, draft, lines } = props;
  const { state, send } = flow;
  const { step } = state;

  /** The dialog of a step: open while the sequence is at it; closing it ends that step only. */
  const dialogFor = (kind: StepKind) => ({
    open: step.kind === kind,
    onClose: () => send({ type: 'dismissed', kind }),
  });
  /** Closes the dialog on screen (its buttons show only while it is open). */
  const dismissCurrent = () => send({ type: 'dismissed', kind: step.kind });
  const openModal = (modal: CheckoutModal) => send({ type: 'modalOpened', modal });
  const close = { label: messages.common.close, onClick: dismissCurrent, variant: 'secondary' } as const;
  const tryAgain = { label: messages.common.tryAgain, onClick: flow.start };
  const chooseTime = { label: m.chooseAnotherTime, onClick: () => openModal('time') };
  const removeCoupon = {
    label: coupons.removeCoupon,
    onClick: () => {
      dismissCurrent();
      useCheckoutDraft.getState().setCouponCode(null);
    },
  };
  const addMoreItems = {
    label: m.minimumOrder.addMoreItems,
    onClick: () => {
      dismissCurrent();
      props.onAddMoreItems();
    },
  };

  // Reported once, when the customer leaves the success dialog: the page then goes home or to the
  // order's page (§2.5). The basket and the stored choices were emptied when the order was taken.
  const success = step.kind === 'success' ? step : null;
  const leaveSuccess = (next: PlacedOrder['next'] = 'home') => {
    if (success === null) return;
    props.onPlaced({ orderId: success.orderId, orderReference: success.orderReference, next });
    send({ type: 'successLeft' });
  };

  const redBox = redBoxText(state, props.problem);
  const confirmStep = shownConfirm(state);
  const preloadCard = () => {
    if (draft.paymentMethod === 'card') void loadCardDialog();
  };

  return (
    <>
      <button
        type="button"
        className={buttonClasses('primary', 'w-full py-3 text-base')}
        disabled={flow.busy || lines.length === 0}
        onClick={() => {
          // The checks take a round trip: the card dialog loads meanwhile.
          preloadCard();
          flow.start();
        }}
        onPointerEnter={preloadCard}
        onFocus={preloadCard}
      >
        {triggerLabel(draft, lines, flow.busy)}
      </button>

      {/* The one dismissible red box under the button (§2.5). */}
      {redBox !== null && (
        <div
          role="alert"
          className="mt-3 flex items-start gap-3 rounded-xl border border-danger/40 bg-danger-soft p-3 text-sm text-danger"
        >
          <AlertCircleIcon className="mt-0.5 size-5 shrink-0" />
          <p className="min-w-0 flex-1">{redBox}</p>
          <button
            type="button"
            aria-label={m.dismissError}
            onClick={() => send({ type: 'redBoxDismissed', problem: props.problem })}
            className="-m-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-danger/10"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      )}

      <MessageDialog {...dialogFor('cartEmpty')} title={m.cartEmptyDialog.title} actions={[addMoreItems]}>
        <p>{m.cartEmptyDialog.message}</p>
      </MessageDialog>

      <MessageDialog {...dialogFor('minimum')} title={m.minimumOrder.title} actions={[close, addMoreItems]}>
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
        actions={[close, tryAgain]}
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
        quoteLines={props.quoteLines}
        allergenStatement={props.allergenStatement}
        onPlace={flow.place}
        onReview={() => send({ type: 'reviewChosen' })}
        onClose={() => send({ type: 'confirmClosed' })}
      />

      {/* The card dialog stays while 'Payment Successful!' shows, until the order is sent; a wallet pays in its own sheet. */}
      {(step.kind === 'card' || step.kind === 'paid') && !step.express && (
        <Suspense fallback={null}>
          <CardPaymentDialog
            open={step.kind === 'card' || step.dialogOpen}
            order={step.payload}
            contact={{ name: draft.contactName, phone: draft.contactPhone }}
            amountCents={props.cardAmountCents}
            onPaid={flow.paid}
            onClose={() => send({ type: 'dismissed', kind: 'card' })}
          />
        </Suspense>
      )}

      <MessageDialog
        {...dialogFor('paidButFailed')}
        title={m.paidButOrderFailed.title}
        actions={[close, tryAgain]}
      >
        <p>{m.paidButOrderFailed.message}</p>
        {step.kind === 'paidButFailed' && (
          <FailureDetail detail={step.detail} unavailable={step.unavailable} />
        )}
        <p>{m.paidButOrderFailed.refunded(REFUND_DAYS)}</p>
      </MessageDialog>

      <PlacingOverlay open={step.kind === 'placing'} />

      {step.kind === 'phoneCheck' && (
        <PhoneCheckDialog
          open
          message={step.message}
          phone={String(step.attempt.payload.contact_person_number ?? '')}
          onClose={dismissCurrent}
          onVerified={flow.phoneVerified}
          onPayByCard={() => {
            dismissCurrent();
            useCheckoutDraft.getState().setPaymentMethod('card');
          }}
        />
      )}

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
          <>
            <PlacedOrderTotals total={success.total} tip={success.tip} />
            {/* Asked here, after an order, never on a first visit (issue 35). */}
            <PushSwitch audience="customer" variant="offer" />
          </>
        )}
      </MessageDialog>

      <MessageDialog
        {...dialogFor('failed')}
        title={m.orderFailed.title}
        actions={[
          close,
          {
            label: messages.common.retry,
            // Lines no longer sold would be refused again: Retry goes through the checks and Confirm
            // Action once more, for the order without them (its count and total say so).
            onClick: () =>
              step.kind === 'failed' && step.unavailable.length > 0 ? flow.start() : send({ type: 'retry' }),
          },
        ]}
      >
        <p>{m.orderFailed.intro}</p>
        {step.kind === 'failed' && <FailureDetail detail={step.detail} unavailable={step.unavailable} />}
      </MessageDialog>

      <MessageDialog
        {...dialogFor('error')}
        title={step.kind === 'error' ? step.title : m.errorDialogTitle}
        actions={step.kind === 'error' && step.retry === 'validate' ? [close, tryAgain] : [close]}
      >
        {step.kind === 'error' && <p>{step.message}</p>}
      </MessageDialog>
    </>
  );
}

/** The Order Failed detail line, and each line the server named as no longer sold (issue 29). */
function FailureDetail({ detail, unavailable }: { detail: string; unavailable: readonly string[] }) {
  return (
    <>
      <p className="font-semibold text-danger">{detail}</p>
      {unavailable.length > 0 && (
        <ul className="list-disc pl-5 font-semibold">
          {unavailable.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </>
  );
}
