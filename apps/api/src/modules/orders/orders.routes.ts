import {
  customerCancelResponseSchema,
  customerOrderParamsSchema,
  customerOrderSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  priceChangedResponseSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  reorderResponseSchema,
  wpayRequestSchema,
  wpayResponseSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StripeGateway } from '../../adapters/payments/stripe-gateway.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { customerOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import { handlePaymentEvent, placePaidOrder } from '../payments/index.ts';
import { listOrders } from './order-lists.ts';
import { cancelOwnOrder } from './order-status.ts';
import { streamOrders } from './order-stream.ts';
import { customerOrder } from './order-views.ts';
import { paymentsOrderSide } from './payments-side.ts';
import { placeOrder } from './place-order.ts';
import { quoteOrder } from './quote-order.ts';
import { reorder } from './reorder.ts';
import { startCardPayment } from './start-card-payment.ts';

/** Checkout's calls (checkout-and-account §7 calls 6, 13, 14, and our quote), about the signed-in customer's own orders. */
export const orderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['orders'];

  app.post(
    '/api/v1/customer/order/quote',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.orderQuote },
      schema: {
        tags,
        summary: "The server's prices for a basket, and what placing it now would be refused for",
        body: quoteRequestSchema,
        response: { 200: quoteResponseSchema },
      },
    },
    (request) => quoteOrder(deps, { customerId: customerOf(request).customer.id, body: request.body }),
  );

  app.post(
    '/api/v1/customer/order/place1',
    {
      // The hottest route at a Friday peak (issue 36): Fastify's two request lines off, one line
      // per answer instead, with its status and time (refusals and failures included).
      logLevel: 'warn',
      onResponse: (request, reply, done) => {
        deps.log.info(
          { reqId: request.id, statusCode: reply.statusCode, responseTime: reply.elapsedTime },
          'order placement answered',
        );
        done();
      },
      config: { access: 'customer', rateLimit: RATE_LIMITS.orderPlace },
      schema: {
        tags,
        summary: 'Places an order (Idempotency-Key header required: the same key answers the first answer)',
        body: placeOrderRequestSchema,
        response: { 200: placeOrderResponseSchema, 409: priceChangedResponseSchema },
      },
    },
    (request) => {
      const key = request.headers['idempotency-key'];
      const input = {
        customer: customerOf(request).customer,
        idempotencyKey: typeof key === 'string' ? key : undefined,
        body: request.body,
      };
      // A card order already paid is settled even when placing it is refused (payments/reconcile-payments.ts).
      return request.body.payment_method === 'digital_payment'
        ? placePaidOrder(deps, paymentsOrderSide(deps), input)
        : placeOrder(deps, input);
    },
  );

  app.post(
    '/api/v1/stripe/wpay',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.cardPayment },
      schema: {
        tags,
        summary: "A card payment for the server's quote of the basket (never the amount sent)",
        body: wpayRequestSchema,
        response: { 200: wpayResponseSchema },
      },
    },
    (request) => startCardPayment(deps, { customerId: customerOf(request).customer.id, body: request.body }),
  );

  for (const [path, running] of [
    ['/api/v1/customer/order/list', false],
    ['/api/v1/customer/order/running-orders', true],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'customer', rateLimit: RATE_LIMITS.orderList },
        schema: {
          tags,
          summary: running
            ? "The customer's orders not yet delivered, canceled, failed or refunded, newest first"
            : "The customer's orders, newest first",
          querystring: orderListQuerySchema,
          response: { 200: orderListResponseSchema },
        },
      },
      (request) =>
        listOrders(deps, {
          customerId: customerOf(request).customer.id,
          running,
          query: request.query,
        }),
    );
  }

  app.post(
    '/api/v1/customer/order/:orderId/cancel',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.orderCancel },
      schema: {
        tags,
        summary:
          'Cancels the customer’s own order within 2 minutes of placing it, while new; a card order is refunded',
        params: customerOrderParamsSchema,
        response: { 200: customerCancelResponseSchema },
      },
    },
    (request) =>
      cancelOwnOrder(deps, { orderId: request.params.orderId, customerId: customerOf(request).customer.id }),
  );

  app.get(
    '/api/v1/customer/order/:orderId',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.orderList },
      schema: {
        tags,
        summary:
          'One of the customer’s orders: items, totals, VAT, payment, fulfilment and its status timeline',
        params: customerOrderParamsSchema,
        response: { 200: customerOrderSchema },
      },
    },
    (request) =>
      customerOrder(deps, { orderId: request.params.orderId, customerId: customerOf(request).customer.id }),
  );

  app.get(
    '/api/v1/customer/orders/stream',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.orderList },
      schema: {
        tags,
        summary:
          'Server-Sent Events: each of the customer’s orders as its status changes (event `order`); send Last-Event-ID to resume; `resync` (no id) asks for the orders again; `settings` (no id) says the restaurant’s settings changed; closed when the session ends',
      },
    },
    (request, reply) =>
      streamOrders(
        app,
        deps,
        { request, reply },
        { kind: 'customer', customerId: customerOf(request).customer.id },
      ),
  );

  app.get(
    '/api/v1/customer/order/:orderId/reorder',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.orderList },
      schema: {
        tags,
        summary:
          'Order again: the order’s lines at today’s prices for the basket, and what is no longer available',
        params: customerOrderParamsSchema,
        response: { 200: reorderResponseSchema },
      },
    },
    (request) =>
      reorder(deps, { orderId: request.params.orderId, customerId: customerOf(request).customer.id }),
  );

  // Stripe's webhook (ours; the endpoint a restaurant gives Stripe, decision 025): the signature is
  // checked on the raw body, so this route alone reads JSON as bytes.
  const gateway = deps.paymentGateway;
  if (gateway?.kind !== 'stripe') return;
  const stripe = gateway as StripeGateway;
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/api/v1/payments/stripe/webhook',
      {
        config: { access: 'public' },
        schema: { tags, summary: "Stripe's events (signed), each handled once" },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        let event: ReturnType<StripeGateway['eventOf']>;
        try {
          event = stripe.eventOf(
            request.body as Buffer,
            typeof signature === 'string' ? signature : undefined,
          );
        } catch {
          throw new AppError('invalid_signature', 'The webhook signature is not valid'); // not in the spec
        }
        return { received: true, result: await handlePaymentEvent(deps, paymentsOrderSide(deps), event) };
      },
    );
  });
};
