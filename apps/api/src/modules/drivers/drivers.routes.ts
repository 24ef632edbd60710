import {
  assignDriverSchema,
  cashUpRequestSchema,
  cashUpSchema,
  couldNotDeliverSchema,
  deliveryBoardSchema,
  deliveryParamsSchema,
  driverIdsResponseSchema,
  driverParamsSchema,
  driverRoleSchema,
  driverRunSchema,
  moveStopSchema,
  orderParamsSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { staffOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import { cashUpDriver } from './cash-up.service.ts';
import { listDriverIds, setDriverRole } from './drivers.service.ts';
import { deliveryBoard, driverRun } from './run-views.ts';
import { assignOrder, moveStop, stepDelivery } from './runs.ts';

/** Drivers, their runs and the cash-up (issue 50): the board's, the driver's phone's and the admins'. */
export const driverRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['drivers'];
  const read = { access: 'staff', rateLimit: RATE_LIMITS.staffRead } as const;
  const change = { access: 'staff', rateLimit: RATE_LIMITS.staffChange } as const;

  app.get(
    '/api/v1/staff/deliveries',
    {
      config: read,
      schema: {
        tags,
        summary: "The board's drivers with their runs and states, and each order's delivery",
        response: { 200: deliveryBoardSchema },
      },
    },
    () => deliveryBoard(deps),
  );

  app.post(
    '/api/v1/staff/orders/:orderId/driver',
    {
      config: change,
      schema: {
        tags,
        summary:
          "Puts a delivery order, accepted and not on its way (or back undelivered), last on a driver's run; a driver may take one",
        params: orderParamsSchema,
        body: assignDriverSchema,
        response: { 200: deliveryBoardSchema },
      },
    },
    async (request) => {
      await assignOrder(deps, {
        orderId: request.params.orderId,
        driverId: request.body.driver_id,
        by: staffOf(request),
      });
      return deliveryBoard(deps);
    },
  );

  app.get(
    '/api/v1/staff/run',
    {
      config: read,
      schema: { tags, summary: "The signed-in driver's run", response: { 200: driverRunSchema } },
    },
    (request) => driverRun(deps, { driverId: staffOf(request).staffId }),
  );

  app.get(
    '/api/v1/staff/drivers/:driverId/run',
    {
      config: read,
      schema: {
        tags,
        summary: "A driver's run, what they finished since their last cash-up and the cash expected",
        params: driverParamsSchema,
        response: { 200: driverRunSchema },
      },
    },
    (request) => driverRun(deps, request.params),
  );

  const steps = [
    [
      'picked-up',
      'picked_up',
      'The driver picked the order up: it is on its way, and its customer told with their first name',
    ],
    ['delivered', 'delivered', 'The driver delivered the order'],
  ] as const;
  for (const [path, step, summary] of steps) {
    app.post(
      `/api/v1/staff/deliveries/:deliveryId/${path}`,
      {
        config: change,
        schema: { tags, summary, params: deliveryParamsSchema, response: { 200: driverRunSchema } },
      },
      async (request) => {
        const driverId = staffOf(request).staffId;
        await stepDelivery(deps, { deliveryId: request.params.deliveryId, step, driverId });
        return driverRun(deps, { driverId });
      },
    );
  }

  app.post(
    '/api/v1/staff/deliveries/:deliveryId/move',
    {
      config: change,
      schema: {
        tags,
        summary: 'The driver moves a stop of their run one place earlier or later',
        params: deliveryParamsSchema,
        body: moveStopSchema,
        response: { 200: driverRunSchema },
      },
    },
    async (request) => {
      const driverId = staffOf(request).staffId;
      await moveStop(deps, {
        deliveryId: request.params.deliveryId,
        direction: request.body.direction,
        driverId,
      });
      return driverRun(deps, { driverId });
    },
  );

  app.post(
    '/api/v1/staff/deliveries/:deliveryId/not-delivered',
    {
      config: change,
      schema: {
        tags,
        summary:
          'The driver could not deliver the order (a reason): it goes back on the board for a decision',
        params: deliveryParamsSchema,
        body: couldNotDeliverSchema,
        response: { 200: driverRunSchema },
      },
    },
    async (request) => {
      const driverId = staffOf(request).staffId;
      await stepDelivery(deps, {
        deliveryId: request.params.deliveryId,
        step: 'returned',
        reason: request.body.reason,
        driverId,
      });
      return driverRun(deps, { driverId });
    },
  );

  app.post(
    '/api/v1/staff/drivers/:driverId/cash-up',
    {
      config: change,
      schema: {
        tags,
        summary:
          "Another member's count of a driver's cash against the cash expected since their last cash-up; a difference needs a note",
        params: driverParamsSchema,
        body: cashUpRequestSchema,
        response: { 200: cashUpSchema },
      },
    },
    (request) =>
      cashUpDriver(deps, {
        driverId: request.params.driverId,
        countedCents: request.body.counted_cents,
        note: request.body.note,
        by: staffOf(request),
      }),
  );

  app.get(
    '/api/v1/staff/drivers',
    {
      config: read,
      schema: {
        tags,
        summary: 'The members who hold the driver role',
        response: { 200: driverIdsResponseSchema },
      },
    },
    () => listDriverIds(deps),
  );

  app.put(
    '/api/v1/staff/drivers/:driverId',
    {
      config: { access: 'admin', rateLimit: RATE_LIMITS.staffChange },
      schema: {
        tags,
        summary: 'Gives a member the driver role or takes it away (admins); their access stays',
        params: driverParamsSchema,
        body: driverRoleSchema,
        response: { 200: driverIdsResponseSchema },
      },
    },
    (request) =>
      setDriverRole(deps, {
        staffId: request.params.driverId,
        driver: request.body.driver,
        by: staffOf(request),
      }),
  );
};
