import { useQueryClient } from '@tanstack/react-query';
import {
  type CustomerInfo,
  type DeliveryMode,
  deliveryAddressLine,
  euroStringToCents,
  orderMessages,
  type RestaurantInfo,
  type SavedAddress,
  type TipsInfo,
  tipBaseCents as tipBaseCentsOf,
} from '@tiffin/core';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { usePaymentConfig } from '../api/get-payment-config';
import { quoteQueryKey, useQuote } from '../api/get-quote';
import { slotsQueryKey, useSlotAsk } from '../api/get-slots';
import { useChosenSlot } from '../hooks/use-chosen-slot';
import { usePlaceOrder } from '../hooks/use-place-order';
import { selectStoredDraft, useCheckoutDraft } from '../stores/checkout-draft';
import { orderTipOf, tipCentsOf, useTipChoice } from '../stores/tip-choice';
import type { BasketLineForOrder, CheckoutDraft, CheckoutModal, PaymentMethod, PlacedOrder } from '../types';
import { checkoutPaceOf } from '../utils/kitchen-pace';
import { orderPayloadOf } from '../utils/order-payload';
import { SHOWN_PROBLEMS } from '../utils/shown-problems';
import { unavailableLinesOf } from '../utils/unavailable-lines';
import { dayLabel, ModeToggle, Row, Section } from './checkout-sections';
import { ExpressCheckout } from './express-checkout/express-checkout';
import { type AddressBook, AddressDialog, type RenderNewAddress } from './modals/address-dialog';
import { CouponsDialog } from './modals/coupons-dialog';
import { DetailsDialog } from './modals/details-dialog';
import { NotesDialog } from './modals/notes-dialog';
import { TimeDialog } from './modals/time-dialog';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import { PlaceOrderFlow } from './place-order/place-order-flow';

const m = orderMessages.checkout;

/** The customer's details as the route loads them (GET /api/v1/customer/info, features/profile). */
export type CustomerState = { data: CustomerInfo | undefined; isPending: boolean };

export type CheckoutPageProps = {
  customer: CustomerState;
  /** The basket's lines, mapped by the route */
  lines: BasketLineForOrder[];
  /** Takes a line out of the basket (a line no longer sold, from the summary). */
  onRemoveLine: (lineId: string) => void;
  /** The basket's delivery mode, one truth for the basket and the page */
  mode: DeliveryMode;
  onModeChange: (mode: DeliveryMode) => void;
  minimumOrderCents: number;
  deliveryRadiusKm: number;
  /**
   * The restaurant's settings as last read (another object when they change: the app reads them
   * again when the server says they changed): the quote and the slots are then asked for again.
   */
  settings: RestaurantInfo | undefined;
  /** The restaurant's "may contain" statement, shown at Confirm Action (issue 31). */
  allergenStatement?: string | undefined;
  addressBook: AddressBook;
  renderNewAddress: RenderNewAddress;
  /** Home, scrolled to the menu (the page's Add more Items, and the minimum and cart-empty dialogs') */
  onAddMoreItems: () => void;
  /**
   * The server took the order: the route empties the basket, at once (the page empties the draft),
   * so that nothing ordered stays whatever the customer does next (§4 step 5).
   */
  onOrderPlaced: () => void;
  /** The customer leaves the success dialog: the route goes home, or to the order's page. */
  onPlaced: (result: PlacedOrder) => void;
  /** The clock (tests pass their own). */
  now?: () => Date;
  /** The tip choices and the tips notice (issue 51, features/tips); undefined while they load */
  tips?: TipsInfo | undefined;
  /** The tips notice as drawn beside the tip choice */
  tipsNotice?: ReactNode;
};

/**
 * The checkout page (checkout-and-account §2.5, §2.6, §4): Order Details, Coupon & Offers and
 * Payment Method on the left; the server's Order Summary, the estimated time, Add more Items, the
 * place-order sequence (its button, error box and dialogs) and the terms note on the right. One
 * column on a phone. The page holds the sequence's state machine (usePlaceOrder), which also says
 * which of the page's modals is open; rows and dialogs send it events.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const { customer, lines, mode, onModeChange, now = () => new Date() } = props;
  const stored = useCheckoutDraft(useShallow(selectStoredDraft));
  const actions = useCheckoutDraft.getState();

  // §2.5 "On entering": no date chosen → today in Dublin (tomorrow from 22:00).
  // The stored draft is read again first: the app removes it when the basket empties elsewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on entering, by the clock of then
  useEffect(() => {
    void Promise.resolve(useCheckoutDraft.persist.rehydrate()).then(() =>
      useCheckoutDraft.getState().startSession(now()),
    );
  }, []);

  // §4 "Delivery mode": switching clears the time; the slots of the new mode are loaded.
  const previousMode = useRef(mode);
  useEffect(() => {
    if (previousMode.current !== mode) useCheckoutDraft.getState().setTime(null);
    previousMode.current = mode;
  }, [mode]);

  // Card Payment where a gateway takes cards (Stripe's Payment Element, or the simulated form).
  const gateway = usePaymentConfig().data?.gateway;
  const cardsTaken = gateway === 'stripe' || gateway === 'simulated';
  // Not chosen yet: card where the restaurant takes cards, else cash; a card chosen earlier where it
  // no longer does is cash (DECISIONS.md "initial payment method").
  const paymentMethod: PaymentMethod =
    stored.paymentMethod === 'card' && gateway !== undefined && !cardsTaken
      ? 'cash'
      : (stored.paymentMethod ?? (cardsTaken ? 'card' : 'cash'));
  // The contact is the profile's name and phone as they are now, unless the customer set this
  // order's own in Your Details.
  const profile = customer.data;
  const contactName = stored.contactEdited ? stored.contactName : (profile?.name ?? '');
  const contactPhone = stored.contactEdited ? stored.contactPhone : (profile?.phone ?? '');
  // The tip tapped (issue 51), in memory: none until the customer taps one.
  const tipSelection = useTipChoice((state) => state.selection);
  const tip = useMemo(() => orderTipOf(tipSelection), [tipSelection]);
  const draft: CheckoutDraft = useMemo(() => {
    const { contactEdited: _set, ...choices } = stored;
    return { ...choices, contactName, contactPhone, paymentMethod, mode, tip };
  }, [stored, contactName, contactPhone, paymentMethod, mode, tip]);

  // The quote is asked about every line, so that it names those the menu no longer sells (issue
  // 29); they are shown marked, counted out, and never sent with the order.
  const payload = useMemo(() => orderPayloadOf(draft, lines), [draft, lines]);
  const quote = useQuote(payload);
  const unavailable = useMemo(() => unavailableLinesOf(quote.data, lines), [quote.data, lines]);
  const tipBaseCents = quote.data
    ? tipBaseCentsOf({
        totalCents: euroStringToCents(quote.data.total),
        depositCents: euroStringToCents(quote.data.deposit),
      })
    : 0;
  const tipCents = draft.paymentMethod === 'card' ? tipCentsOf(tip, tipBaseCents) : 0;
  const orderLines = useMemo(
    () => (unavailable.size === 0 ? lines : lines.filter((line) => !unavailable.has(line.lineId))),
    [lines, unavailable],
  );
  // Busy mode and a pause (issue 47): the estimate, a time taken away, the pause's own words.
  const pace = checkoutPaceOf(props.settings, now());
  const flow = usePlaceOrder({
    paused: pace.paused,
    draft,
    lines: orderLines,
    quote: quote.data,
    minimumOrderCents: props.minimumOrderCents,
    onOrderPlaced: () => {
      useCheckoutDraft.getState().clear();
      useTipChoice.getState().clear();
      props.onOrderPlaced();
    },
  });
  const { modal } = flow.state;
  const openModal = (which: CheckoutModal) => flow.send({ type: 'modalOpened', modal: which });
  const closeModal = (which: CheckoutModal) => () => flow.send({ type: 'modalClosed', modal: which });

  // New settings (the minimum, the radius, the fees, the hours, a pause): the server's numbers and
  // times of the order as it stands are asked for again, as the order would now be placed.
  const queryClient = useQueryClient();
  const settingsSeen = useRef(props.settings);
  useEffect(() => {
    const before = settingsSeen.current;
    settingsSeen.current = props.settings;
    if (before === undefined || props.settings === undefined || before === props.settings) return;
    void queryClient.invalidateQueries({ queryKey: quoteQueryKey });
    void queryClient.invalidateQueries({ queryKey: slotsQueryKey });
  }, [props.settings, queryClient]);

  // The slots of the chosen date and mode; the time chosen kept to those offered.
  const slotAsk = useSlotAsk(lines, draft.mode, draft.address);
  const {
    slots,
    warning: timeWarning,
    note: timeNote,
  } = useChosenSlot({
    mode,
    date: draft.date,
    time: draft.time,
    ask: slotAsk,
    enabled: modal !== 'time',
    pace,
  });

  // What is wrong with the order as it stands, for the red box under the button.
  const problem =
    quote.error?.message ??
    quote.data?.problems.find((found) => SHOWN_PROBLEMS.has(found.code))?.message ??
    (slots.isError ? slots.error.message : null);

  if (customer.isPending && draft.contactName === '') {
    return (
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-24" role="status">
        <Spinner className="size-8 text-saffron" />
        <p className="text-ink-muted">{m.loading}</p>
      </div>
    );
  }

  const email = customer.data?.email ?? '';
  const [fromMinutes, toMinutes] = pace.estimate(mode);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="font-display text-3xl font-bold sm:text-4xl">{m.heading}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid gap-6">
          <Section title={m.orderDetails}>
            <ModeToggle mode={mode} onChange={onModeChange} />
            <div className="mt-4 divide-y divide-line rounded-xl border border-line">
              <Row
                label={m.contactLabel}
                value={
                  draft.contactName === ''
                    ? null
                    : `${draft.contactName}${draft.contactPhone === '' ? '' : ` · ${draft.contactPhone}`}`
                }
                placeholder={draft.contactName === '' ? m.addYourDetails : undefined}
                warning={
                  draft.contactName !== '' && draft.contactPhone === '' ? m.phoneNumberRequired : undefined
                }
                onClick={() => openModal('details')}
              />
              {mode === 'delivery' && (
                <Row
                  label={m.deliveryAddress}
                  value={draft.address ? deliveryAddressLine(draft.address) : null}
                  placeholder={m.chooseAddress}
                  onClick={() => openModal('address')}
                />
              )}
              <Row
                label={m.dayAndTime}
                value={
                  draft.date !== null && draft.time !== null ? `${dayLabel(draft.date)}, ${draft.time}` : null
                }
                placeholder={m.chooseTime}
                warning={timeWarning}
                note={timeNote}
                onClick={() => openModal('time')}
              />
              <Row
                label={m.notesLabel}
                value={draft.orderNote === '' ? null : m.orderNotesAdded}
                placeholder={m.addOrderNotes}
                onClick={() => openModal('notes')}
              />
            </div>
          </Section>

          <Section title={m.couponsAndOffers}>
            {draft.couponCode === null ? (
              <button
                type="button"
                className={buttonClasses('secondary', 'w-full')}
                onClick={() => openModal('coupons')}
              >
                {m.addCoupon}
              </button>
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-chutney/40 bg-chutney-soft px-4 py-3">
                <p className="font-semibold text-chutney">{m.couponApplied(draft.couponCode)}</p>
                <button
                  type="button"
                  className={buttonClasses('ghost', 'min-h-9')}
                  onClick={() => actions.setCouponCode(null)}
                >
                  {orderMessages.coupons.removeCoupon}
                </button>
              </div>
            )}
          </Section>

          <PaymentSection
            paymentMethod={draft.paymentMethod}
            cardsTaken={cardsTaken}
            gateway={gateway}
            onCardAgain={flow.start}
            tips={props.tips}
            tipBaseCents={tipBaseCents}
            tipsNotice={props.tipsNotice}
          />
        </div>

        <div className="grid gap-4 lg:sticky lg:top-20">
          <OrderSummary
            quote={quote.data}
            mode={mode}
            addressChosen={draft.address !== null}
            loading={quote.isFetching}
            empty={lines.length === 0}
            unavailable={lines.flatMap((line) => {
              const found = unavailable.get(line.lineId);
              return found ? [{ line, message: found.message }] : [];
            })}
            onRemoveLine={props.onRemoveLine}
            tipCents={tipCents}
          />
          <div className="rounded-2xl border border-saffron/40 bg-saffron-soft p-4 text-sm">
            <p className="font-semibold">{m.estimatedTime(mode, fromMinutes, toMinutes)}</p>
            <p className="mt-1">
              {draft.date !== null && draft.time !== null
                ? m.scheduledFor(mode, `${dayLabel(draft.date)}, ${draft.time}`)
                : m.noTimeChosen}
            </p>
          </div>
          <button
            type="button"
            className={buttonClasses('secondary', 'w-full')}
            onClick={props.onAddMoreItems}
          >
            {m.addMoreItems}
          </button>
          <ExpressCheckout flow={flow} draft={draft} lines={orderLines} tipCents={tipCents} />
          <PlaceOrderFlow
            flow={flow}
            draft={draft}
            lines={orderLines}
            quoteLines={quote.data?.lines}
            allergenStatement={props.allergenStatement}
            cardAmountCents={quote.data ? euroStringToCents(quote.data.total) + tipCents : undefined}
            problem={problem}
            onAddMoreItems={props.onAddMoreItems}
            onPlaced={props.onPlaced}
          />
          <p className="text-xs text-ink-muted">
            {m.termsBefore}
            <Link to={paths.termsConditions} className="font-semibold text-saffron-dark underline">
              {m.termsLink}
            </Link>
            {m.termsAfter}
          </p>
        </div>
      </div>

      <DetailsDialog
        open={modal === 'details'}
        onClose={closeModal('details')}
        name={draft.contactName}
        phone={draft.contactPhone}
        email={email}
        onSave={actions.setContact}
      />
      <AddressDialog
        open={modal === 'address'}
        onClose={closeModal('address')}
        book={props.addressBook}
        chosen={draft.address}
        deliveryRadiusKm={props.deliveryRadiusKm}
        onChoose={(address: SavedAddress) => actions.setAddress(address)}
        renderNewAddress={props.renderNewAddress}
      />
      <TimeDialog
        open={modal === 'time'}
        onClose={closeModal('time')}
        mode={mode}
        date={draft.date}
        time={draft.time}
        ask={slotAsk}
        paused={pace.paused}
        onSave={actions.setSchedule}
        now={now}
      />
      <NotesDialog
        open={modal === 'notes'}
        onClose={closeModal('notes')}
        note={draft.orderNote}
        onSave={actions.setOrderNote}
      />
      <CouponsDialog
        open={modal === 'coupons'}
        onClose={closeModal('coupons')}
        onApplied={(coupon) => actions.setCouponCode(coupon.code)}
        now={now}
      />
    </div>
  );
}
