import { formatEuro, paymentLinkMessages } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIMULATED_PAGE_PATH } from '../../adapters/payments/simulated-gateway.ts';
import type { AppDeps } from '../../deps.ts';
import { html, htmlText } from '../../emails/html.ts';
import { notFound } from '../../errors.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import type { OrderSide } from './order-side.ts';
import * as repository from './payment-links.repository.ts';
import { openPaymentLink, paymentLinkUrl, settleHostedPayment } from './payment-links.ts';
import { simulatedGatewayOf } from './payments.service.ts';

/*
 * The customer's side of a payment link (issue 49, decision 063): our address of the link, which
 * sends them on to the gateway's page or says how the link stands; and, outside production, the
 * simulated gateway's own hosted page, where "Pay" pays it (as a test card that always succeeds).
 * Plain HTML from the server: it is opened from an e-mail or a QR code on a phone, and needs no app.
 */

/** A page of a title and a line, escaped, with no script or style (the API's policy allows neither). */
const pageOf = (title: string, body: ReturnType<typeof html>) =>
  htmlText(
    html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`,
  );

// A token is base64url and a simulated page's id hex: nothing else reaches the database.
const tokenParams = z.object({ token: z.string().regex(/^[\w-]{1,64}$/) });
const pageParams = z.object({ id: z.string().regex(/^pi_sim_[0-9a-f]{1,48}$/) });

export const paymentLinkRoutes: FastifyPluginAsyncZod<AppDeps & { orderSide: OrderSide }> = async (
  app,
  { orderSide, ...deps },
) => {
  const tags = ['payments'];

  app.get(
    '/api/v1/payment-links/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A payment link: on to the gateway’s page, or how the link stands',
        params: tokenParams,
        querystring: z.object({ back: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const opened = await openPaymentLink(deps, {
        token: request.params.token,
        back: request.query.back !== undefined,
      });
      if (opened.kind === 'redirect') return reply.redirect(opened.url, 303);
      return reply.type('text/html; charset=utf-8').send(pageOf(opened.title, html`<p>${opened.text}</p>`));
    },
  );

  const simulated = simulatedGatewayOf(deps);
  if (simulated === null) return;

  app.get(
    `${SIMULATED_PAGE_PATH}/:id`,
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The simulated gateway’s hosted page of a payment link', params: pageParams },
    },
    async (request, reply) => {
      const link = await repository.findPaymentLinkByRef(deps.db, request.params.id);
      if (!link) throw notFound('Payment link');
      const body = html`<p>${paymentLinkMessages.simulatedTitle}</p><p>${paymentLinkMessages.pageTitle(link.orderReference)}: <strong>${formatEuro(link.amountCents)}</strong></p><form method="post"><button type="submit">${paymentLinkMessages.simulatedPay}</button></form>`;
      return reply.type('text/html; charset=utf-8').send(pageOf(paymentLinkMessages.simulatedTitle, body));
    },
  );

  // The form posts no fields; its body is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) => done(null, {}));
  app.post(
    `${SIMULATED_PAGE_PATH}/:id`,
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.cardPayment },
      schema: { tags, summary: 'The simulated gateway: "Pay" on a payment link’s page', params: pageParams },
    },
    async (request, reply) => {
      const link = await repository.findPaymentLinkByRef(deps.db, request.params.id);
      if (!link) throw notFound('Payment link');
      // A lapsed link's page was given up: the simulated intent no longer takes the payment.
      const intent = await simulated.payHosted(request.params.id);
      if (intent) await settleHostedPayment(deps, orderSide, { gatewayRef: intent.id, intentId: intent.id });
      return reply.redirect(`${paymentLinkUrl(deps.config, link.token)}?back=1`, 303);
    },
  );
};
