import {
  acceptOrderSchema,
  advanceOrderSchema,
  boardOrderSchema,
  cancelOrderSchema,
  customerOrdersResponseSchema,
  customerParamsSchema,
  orderBoardResponseSchema,
  orderParamsSchema,
  orderRefundsResponseSchema,
  partRefundRequestSchema,
} from '@tiffin/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { staffOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import { recordKitchenContact } from '../restaurant/index.ts';
import * as status from './order-status.ts';
import { streamOrders } from './order-stream.ts';
import * as views from './order-views.ts';
import { refundOrderPart } from './part-refund.ts';
import { staffPhoneOrderRoutes } from './phone/phone-orders.routes.ts';
import { orderRefunds } from './refund-views.ts';

/** While a board's stream is open, the kitchen is in touch: recorded this often (issue 28). */
const STREAM_CONTACT_INTERVAL_MS = 30_000;

/** The staff's order board (issue 14): the orders, their live stream, and the status changes. */
export const staffOrderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['staff'];
  // The phone's orders (issue 49), the placement story's second entrance.
  await app.register(staffPhoneOrderRoutes, deps);
  // A board that asks for the orders, or keeps their stream open, is someone watching the kitchen:
  // ordering stays open (restaurant/kitchen-watch.ts). A failed write is logged, never the board's failure.
  const kitchenInTouch = (request: FastifyRequest) =>
    recordKitchenContact(deps.db, `staff:${staffOf(request).staffId}`, deps.clock.now()).catch(
      (error: unknown) => request.log.warn({ err: error }, 'the kitchen contact was not recorded'),
    );
  const read = { access: 'staff', rateLimit: RATE_LIMITS.staffRead } as const;
  const change = { access: 'staff', rateLimit: RATE_LIMITS.staffChange } as const;

  app.get(
    '/api/v1/staff/orders',
    {
      config: read,
      schema: {
        tags,
        summary: "The board: running orders and today's finished ones, with the id the stream resumes after",
        response: { 200: orderBoardResponseSchema },
      },
    },
    async (request) => {
      await kitchenInTouch(request);
      return views.orderBoard(deps);
    },
  );

  app.get(
    '/api/v1/staff/orders/stream',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Server-Sent Events: each order as it is placed or changes status (event `order`); send Last-Event-ID to resume; `resync` (no id) asks the board to be read again; closed when the session ends',
      },
    },
    async (request, reply) => {
      await kitchenInTouch(request);
      const inTouch = setInterval(() => void kitchenInTouch(request), STREAM_CONTACT_INTERVAL_MS);
      try {
        await streamOrders(app, deps, { request, reply }, { kind: 'staff' });
      } finally {
        clearInterval(inTouch);
      }
    },
  );

  app.get(
    '/api/v1/staff/orders/:orderId',
    {
      config: read,
      schema: {
        tags,
        summary: 'One order, as the kitchen ticket prints it',
        params: orderParamsSchema,
        response: { 200: boardOrderSchema },
      },
    },
    (request) => views.boardOrder(deps, request.params),
  );

  app.post(
    '/api/v1/staff/orders/:orderId/accept',
    {
      config: change,
      schema: {
        tags,
        summary:
          'Accepts a new order, ready in the minutes given or at the time asked (never before it, nor before opening); the customer is told',
        params: orderParamsSchema,
        body: acceptOrderSchema,
        response: { 200: boardOrderSchema },
      },
    },
    (request) =>
      status.acceptOrder(deps, {
        orderId: request.params.orderId,
        readyInMinutes: request.body.ready_in_minutes,
        staffId: staffOf(request).staffId,
        version: request.body.version,
      }),
  );

  app.post(
    '/api/v1/staff/orders/:orderId/advance',
    {
      config: change,
      schema: {
        tags,
        summary: 'Moves an accepted order to its next status (named in the body); the customer is told',
        params: orderParamsSchema,
        body: advanceOrderSchema,
        response: { 200: boardOrderSchema },
      },
    },
    (request) =>
      status.advanceOrder(deps, {
        orderId: request.params.orderId,
        status: request.body.status,
        staffId: staffOf(request).staffId,
      }),
  );

  app.post(
    '/api/v1/staff/orders/:orderId/cancel',
    {
      config: change,
      schema: {
        tags,
        summary: 'Rejects a new order or cancels one not yet handed over; a card payment is refunded',
        params: orderParamsSchema,
        body: cancelOrderSchema,
        response: { 200: boardOrderSchema },
      },
    },
    (request) =>
      status.cancelOrder(deps, {
        orderId: request.params.orderId,
        reason: request.body.reason,
        staffId: staffOf(request).staffId,
      }),
  );

  app.get(
    '/api/v1/staff/orders/:orderId/refunds',
    {
      config: read,
      schema: {
        tags,
        summary: "An order's part refunds: what was paid, what went back, and what may still (issue 49)",
        params: orderParamsSchema,
        response: { 200: orderRefundsResponseSchema },
      },
    },
    (request) => orderRefunds(deps, request.params),
  );

  app.post(
    '/api/v1/staff/orders/:orderId/refunds',
    {
      config: change,
      schema: {
        tags,
        summary:
          'Refunds part of an order, by lines with their quantities or by an amount, with a reason the customer is shown: to the card, or cash handed back',
        params: orderParamsSchema,
        body: partRefundRequestSchema,
        response: { 200: orderRefundsResponseSchema },
      },
    },
    (request) =>
      refundOrderPart(deps, {
        orderId: request.params.orderId,
        ask:
          request.body.amount_cents !== undefined
            ? { amountCents: request.body.amount_cents }
            : {
                lines: (request.body.lines ?? []).map((line) => ({
                  lineId: line.line_id,
                  quantity: line.quantity,
                })),
              },
        reason: request.body.reason,
        staffId: staffOf(request).staffId,
      }),
  );

  app.get(
    '/api/v1/staff/customers/:customerId/orders',
    {
      config: read,
      schema: {
        tags,
        summary: "A customer's last 50 orders, newest first",
        params: customerParamsSchema,
        response: { 200: customerOrdersResponseSchema },
      },
    },
    (request) => views.customerOrders(deps, request.params),
  );
};
