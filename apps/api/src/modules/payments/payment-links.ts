import { randomBytes } from 'node:crypto';
import { MINUTE_MS, paymentLinkMessages } from '@tiffin/core';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import type { OrderSide } from './order-side.ts';
import * as repository from './payment-links.repository.ts';
import type { PaymentLinkPurpose } from './payments.schema.ts';

/*
 * Payment links (issue 49, decision 063): an amount of an order the customer pays on the gateway's
 * own page, for a phone order or for what a change added, since a card cannot be charged more
 * after the fact (strong customer authentication) nor taken over the phone. The link is a row
 * written in the caller's transaction and an address of ours (`/api/v1/payment-links/<token>`),
 * so the e-mail and the QR code exist before the gateway is asked anything; the gateway's page
 * (a Stripe Checkout Session, or the simulated gateway's page) is made when the link is first
 * opened. Paid (Stripe's webhook, or "Pay" on the simulated page) and lapsed (the sweep, after the
 * restaurant's `payment_link_minutes`) are told to orders through `OrderSide`, which keeps the
 * order's money and status in its own transaction.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'paymentGateway' | 'log'>;

/** How often the sweep looks for links whose time is up. */
export const PAYMENT_LINK_SWEEP_INTERVAL_MS = MINUTE_MS;

export type PaymentLink = { id: number; url: string; amountCents: number; expiresAt: Date };

/** Our address of a link: what the e-mail, the QR code and the board show. */
export const paymentLinkUrl = (config: Pick<AppDeps['config'], 'siteUrl'>, token: string) =>
  `${config.siteUrl}/api/v1/payment-links/${token}`;

/**
 * A link for `amountCents` of an order, written with `tx` (the caller's transaction, over the
 * order's locked row). It lapses after the restaurant's `payment_link_minutes`. Refused without a
 * card gateway.
 */
export async function createPaymentLink(
  tx: Db,
  deps: {
    clock: AppDeps['clock'];
    config: Pick<AppDeps['config'], 'siteUrl'>;
    paymentGateway: Pick<PaymentGateway, 'kind'> | null;
  },
  {
    orderId,
    reference,
    amountCents,
    purpose,
  }: { orderId: number; reference: string; amountCents: number; purpose: PaymentLinkPurpose },
): Promise<PaymentLink> {
  const gateway = deps.paymentGateway;
  if (gateway === null) throw new AppError('payment_failed', paymentLinkMessages.noGateway);
  const { paymentLinkMinutes } = await requireRestaurant({ db: tx });
  const now = deps.clock.now();
  const link = await repository.insertPaymentLink(tx, {
    token: randomBytes(24).toString('base64url'),
    orderId,
    orderReference: reference,
    amountCents,
    purpose,
    status: 'open',
    gateway: gateway.kind,
    createdAt: now,
    expiresAt: new Date(now.getTime() + paymentLinkMinutes * MINUTE_MS),
    updatedAt: now,
  });
  return toLink(deps.config, link);
}

const toLink = (config: Pick<Deps['config'], 'siteUrl'>, link: repository.PaymentLinkRow): PaymentLink => ({
  id: link.id,
  url: paymentLinkUrl(config, link.token),
  amountCents: link.amountCents,
  expiresAt: link.expiresAt,
});

/** The open links of an order, as the board shows them ("€4.50 to pay" with its link). */
export async function openPaymentLinksOf(
  db: Db,
  config: Deps['config'],
  orderId: number,
): Promise<PaymentLink[]> {
  const links = await repository.paymentLinksOf(db, orderId);
  return links.filter((link) => link.status === 'open').map((link) => toLink(config, link));
}

/**
 * An order's links as its customer sees them (issue 49), in one read: the link to pay now (the
 * newest still open: a later change's link is for what is due now), and what the links for
 * changes were paid, beyond what its card paid at first.
 */
export async function orderLinksOf(
  db: Db,
  config: Deps['config'],
  orderId: number,
): Promise<{ due: PaymentLink | null; changesPaidCents: number }> {
  const links = await repository.paymentLinksOf(db, orderId);
  const due = links.findLast((link) => link.status === 'open');
  const changesPaidCents = links
    .filter((link) => link.status === 'paid' && link.purpose === 'change')
    .reduce((sum, link) => sum + link.amountCents, 0);
  return { due: due ? toLink(config, due) : null, changesPaidCents };
}

export type LinkOpened = { kind: 'redirect'; url: string } | { kind: 'page'; title: string; text: string };

/**
 * The customer opens a link: an open one sends them to the gateway's page, made now if it was not
 * yet (one page per link, whoever opens it first); otherwise a page says it is paid, being
 * confirmed (back from paying, before the gateway's word came) or lapsed.
 */
export async function openPaymentLink(
  deps: Deps,
  { token, back }: { token: string; back: boolean },
): Promise<LinkOpened> {
  const link = await repository.findPaymentLinkByToken(deps.db, token);
  if (!link) throw notFound('Payment link');
  const title = paymentLinkMessages.pageTitle(link.orderReference);
  const page = (text: string): LinkOpened => ({ kind: 'page', title, text });
  if (link.status === 'paid') return page(paymentLinkMessages.paid(link.orderReference));
  if (link.status === 'lapsed' || link.expiresAt <= deps.clock.now())
    return page(paymentLinkMessages.lapsed(link.orderReference));
  if (back) return page(paymentLinkMessages.confirming(link.orderReference));
  if (link.gatewayUrl !== null) return { kind: 'redirect', url: link.gatewayUrl };
  const gateway = deps.paymentGateway;
  if (gateway === null || gateway.kind !== link.gateway)
    throw new AppError('payment_failed', paymentLinkMessages.noGateway);
  const made = await gateway.createHostedPayment({
    amountCents: link.amountCents,
    currency: 'eur',
    description: title,
    metadata: { payment_link_id: String(link.id), order_reference: link.orderReference },
    returnUrl: `${paymentLinkUrl(deps.config, link.token)}?back=1`,
  });
  const kept = await repository.keepGatewayPage(deps.db, {
    linkId: link.id,
    gatewayRef: made.id,
    gatewayUrl: made.url,
    now: deps.clock.now(),
  });
  if (kept?.gatewayRef === made.id) return { kind: 'redirect', url: made.url };
  // Opened twice at once: the other page is kept, this one given up.
  await gateway.expireHostedPayment(made.id);
  return openPaymentLink(deps, { token, back });
}

/**
 * The gateway says its page was paid (Stripe's `checkout.session.completed`, or the simulated
 * page): orders lowers what the order has to pay, once. A payment after the link lapsed is
 * refunded whole: its order may be cancelled and its slot given to another.
 */
export async function settleHostedPayment(
  deps: Deps,
  orders: OrderSide,
  { gatewayRef, intentId }: { gatewayRef: string; intentId: string | null },
): Promise<'paid' | 'refunded' | 'ignored'> {
  const link = await repository.findPaymentLinkByRef(deps.db, gatewayRef);
  if (!link) return 'ignored';
  if (link.status === 'open' && (await orders.paymentLinkPaid(link.id, intentId))) return 'paid';
  const now = await repository.findPaymentLink(deps.db, link.id);
  if (now?.status === 'lapsed' && intentId !== null && deps.paymentGateway) {
    deps.log.warn({ linkId: link.id }, 'a payment link was paid after it lapsed: refunded');
    await deps.paymentGateway.refund(intentId);
    return 'refunded';
  }
  return 'ignored';
}

/**
 * The open links whose time is up: the gateway's page given up first (it takes no payment after),
 * then orders marks each lapsed, cancelling a phone order that waited for it.
 */
export async function sweepPaymentLinks(deps: Deps, orders: OrderSide): Promise<number> {
  let lapsed = 0;
  for (const link of await repository.listLapsingPaymentLinks(deps.db, { now: deps.clock.now() })) {
    try {
      if (link.gatewayRef !== null && deps.paymentGateway?.kind === link.gateway)
        await deps.paymentGateway.expireHostedPayment(link.gatewayRef);
      if (await orders.paymentLinkLapsed(link.id)) lapsed += 1;
    } catch (error) {
      deps.log.warn({ err: error, linkId: link.id }, 'a payment link was not lapsed');
    }
  }
  return lapsed;
}
