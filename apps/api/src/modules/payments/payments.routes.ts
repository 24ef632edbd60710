import {
  paymentConfigResponseSchema,
  simulatedAuthenticateRequestSchema,
  simulatedConfirmRequestSchema,
  simulatedPaymentResponseSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import type { OrderSide } from './order-side.ts';
import { paymentLinkRoutes } from './payment-link.routes.ts';
import * as service from './payments.service.ts';

/**
 * The card gateway's own calls (issue 13): which gateway takes cards, and the simulated gateway's
 * card form. The payment itself is asked for with the order's quote (`/api/v1/stripe/wpay`, orders).
 */
export const paymentRoutes: FastifyPluginAsyncZod<AppDeps & { orderSide: OrderSide }> = async (
  app,
  { orderSide, ...deps },
) => {
  const tags = ['payments'];
  // The customer's side of a payment link (issue 49), which tells orders when one is paid.
  await app.register(paymentLinkRoutes, { ...deps, orderSide });

  app.get(
    '/api/v1/payments/config',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Which gateway takes card payments',
        response: { 200: paymentConfigResponseSchema },
      },
    },
    () => service.paymentConfig(deps),
  );

  // Apple's proof that this domain may take Apple Pay (issue 52): the file Stripe's Dashboard gives,
  // from configuration, as Apple reads it when the domain is registered and now and then after.
  const applePayFile = deps.config.applePayDomainAssociation;
  if (applePayFile !== null) {
    app.get(
      '/.well-known/apple-developer-merchantid-domain-association',
      { config: { access: 'public' }, schema: { hide: true } },
      (_request, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(applePayFile),
    );
  }

  // The simulated gateway's card form and 3-D Secure step: Stripe.js does these against Stripe.
  const simulated = service.simulatedGatewayOf(deps);
  if (simulated === null) return;

  app.post(
    '/api/v1/payments/simulated/confirm',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.cardPayment },
      schema: {
        tags,
        summary: 'The simulated gateway: tries a card (Stripe test card numbers) on a payment',
        body: simulatedConfirmRequestSchema,
        response: { 200: simulatedPaymentResponseSchema },
      },
    },
    (request) =>
      service.confirmSimulatedPayment(simulated, {
        customerId: customerOf(request).customer.id,
        intentId: request.body.payment_intent_id,
        clientSecret: request.body.client_secret,
        card: {
          number: request.body.card.number,
          expMonth: request.body.card.exp_month,
          expYear: request.body.card.exp_year,
          cvc: request.body.card.cvc,
        },
      }),
  );

  app.post(
    '/api/v1/payments/simulated/authenticate',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.cardPayment },
      schema: {
        tags,
        summary: 'The simulated gateway: approves or refuses a payment waiting for 3-D Secure',
        body: simulatedAuthenticateRequestSchema,
        response: { 200: simulatedPaymentResponseSchema },
      },
    },
    (request) =>
      service.authenticateSimulatedPayment(simulated, {
        customerId: customerOf(request).customer.id,
        intentId: request.body.payment_intent_id,
        clientSecret: request.body.client_secret,
        approve: request.body.approve,
      }),
  );
};
