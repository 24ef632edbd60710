import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import { formMessages } from '@tiffin/core';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { createEventOutbox } from './adapters/event-outbox.ts';
import { createEventBus } from './adapters/events.ts';
import { createGeocoder } from './adapters/geocoder/create-geocoder.ts';
import type { Geocoder } from './adapters/geocoder/geocoder.ts';
import { createMailer } from './adapters/mailer.ts';
import { OUTBOX_POLL_INTERVAL_MS } from './adapters/outbox-worker.ts';
import { createPaymentGateway } from './adapters/payments/create-payment-gateway.ts';
import type { PaymentGateway } from './adapters/payments/payment-gateway.ts';
import type { PushLookup } from './adapters/push-endpoint.ts';
import { createPusher, PUSH_POLL_INTERVAL_MS } from './adapters/pusher.ts';
import { createSmsSender } from './adapters/sms/create-sms-sender.ts';
import type { SmsSender } from './adapters/sms/sms-sender.ts';
import { applyBodyLimit, DEFAULT_BODY_LIMIT_BYTES } from './body-limits.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type AppDeps, type Clock, systemClock } from './deps.ts';
import { AppError, registerErrorHandling } from './errors.ts';
import { createScheduler } from './lib/scheduler.ts';
import { loggerOptions } from './logger.ts';
import { addressRoutes } from './modules/addresses/index.ts';
import { analyticsRoutes, staffFigureRoutes } from './modules/analytics/index.ts';
import { authRoutes, liveCustomerSessions, principalForToken } from './modules/auth/index.ts';
import { couponRoutes, staffCouponRoutes } from './modules/coupons/index.ts';
import { customerRoutes, staffCustomerRoutes } from './modules/customers/index.ts';
import { dataRightsRoutes } from './modules/data-rights/index.ts';
import { driverRoutes } from './modules/drivers/index.ts';
import { favouriteRoutes } from './modules/favourites/index.ts';
import { geoRoutes } from './modules/geo/index.ts';
import { phoneCheckRoutes, staffGuardRoutes } from './modules/guard/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { menuRoutes, staffMenuRoutes, staffScheduleRoutes } from './modules/menu/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import {
  deliveryPointsSince,
  emailWaitingOrders,
  ORDER_ALERT_SWEEP_INTERVAL_MS,
  type OrderSubscriber,
  orderCountsOf,
  orderOf,
  orderRoutes,
  paymentsOrderSide,
  rejectUnacceptedOrders,
  staffOrderChangeRoutes,
  staffOrderRoutes,
  UNACCEPTED_SWEEP_INTERVAL_MS,
} from './modules/orders/index.ts';
import { outboxRoutes } from './modules/outbox/index.ts';
import { paceRoutes } from './modules/pace/index.ts';
import { siteFileRoutes } from './modules/pages/index.ts';
import {
  PAYMENT_LINK_SWEEP_INTERVAL_MS,
  PAYMENT_SWEEP_INTERVAL_MS,
  paymentRoutes,
  type Reconciliation,
  sweepPaymentLinks,
  sweepPayments,
} from './modules/payments/index.ts';
import { preorderRoutes, staffEnquiryRoutes } from './modules/preorders/index.ts';
import {
  cloudPrntRoutes,
  PRINT_JOB_SWEEP_INTERVAL_MS,
  staffPrinterRoutes,
  sweepPrintJobs,
} from './modules/printers/index.ts';
import { pushRoutes } from './modules/push/index.ts';
import {
  askForRatings,
  RATING_ASKS_INTERVAL_MS,
  ratingRoutes,
  staffRatingRoutes,
} from './modules/ratings/index.ts';
import { staffReportRoutes } from './modules/reports/index.ts';
import {
  announceOrderingPause,
  KITCHEN_WATCH_INTERVAL_MS,
  restaurantRoutes,
  staffSettingsRoutes,
} from './modules/restaurant/index.ts';
import { slotRoutes, staffSlotRoutes } from './modules/slots/index.ts';
import {
  forgetQuietSignInHolds,
  liveStaffSessions,
  recordAction,
  SIGN_IN_HOLDS_SWEEP_INTERVAL_MS,
  staffRoutes,
} from './modules/staff/index.ts';
import { staffTipRoutes } from './modules/tips/index.ts';
import { staffZoneRoutes } from './modules/zones/index.ts';
import { registerAccess } from './plugins/access.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerEventStreams } from './plugins/event-stream.ts';
import { registerJsonBodies } from './plugins/json-bodies.ts';
import { refuseWhileClosing } from './plugins/refuse-while-closing.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { closeUnusedConnections } from './plugins/unused-connections.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { demoPhotosInBackground } from './seed/demo-photos-in-background.ts';
import { openAppDatabase } from './seed/open-app-database.ts';
import { orderSubscribers } from './subscribers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type BuildOptions = {
  /** A database the caller owns (tests); otherwise the app opens, migrates and seeds its own. */
  database?: Database;
  clock?: Clock;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write(line: string): void };
  /** Told of every route as it is registered (tests walk them). */
  onRoute?: (route: RouteOptions) => void;
  /** A geocoder the caller made (tests count its calls); otherwise the one GEOCODER names. */
  geocoder?: Geocoder;
  /** A card gateway the caller made; otherwise the one PAYMENT_GATEWAY names. */
  paymentGateway?: PaymentGateway | null;
  /** How push services' names are resolved (tests answer names of their own); otherwise the system's DNS. */
  pushLookup?: PushLookup;
  /** An SMS sender the caller made (tests read what it sent); otherwise the one TWILIO_* configures. */
  sms?: SmsSender;
  /** Subscribers to the order events besides the app's own (subscribers.ts): a test's */
  subscribers?: readonly OrderSubscriber[];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles the card payments left open (payments/reconcile-payments.ts); scheduled every minute. */
    sweepPayments(): Promise<Record<Reconciliation, number>>;
    sweepPaymentLinks(): Promise<number>;
    /** Rejects and refunds the new orders nobody accepted in time (order-status.ts); scheduled every 30 s. */
    rejectUnacceptedOrders(): Promise<number>;
    /** E-mails the alert address about new orders waiting past the alert time (order-alerts.ts); every 15 s. */
    emailWaitingOrders(): Promise<number>;
    /** Asks the customers of completed orders past the rating time to rate them (ratings/rating-asks.ts); every minute. */
    askForRatings(): Promise<number>;
    /** Sends the pushes due and waits for every send (adapters/pusher.ts): the tests' way to see them sent. */
    sendDuePushes(): Promise<void>;
    /**
     * Delivers the order events due to their subscribers and resolves once none is left in flight
     * (adapters/event-outbox.ts): the tests' way to wait for what an order's change makes happen.
     */
    settleEvents(): Promise<void>;
    /** Announces a change of the pause, and the end of busy mode or the staff's pause (restaurant/kitchen-watch.ts); every 15 s. */
    announceOrderingPause(): Promise<boolean>;
  }
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const app = Fastify({
    ...loggerOptions(config, options.logStream),
    // A caller's X-Request-Id is kept only when it is a UUID; anything else gets one of ours.
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && UUID.test(given) ? given.toLowerCase() : randomUUID();
    },
    forceCloseConnections: 'idle',
    // Our own 503 while closing, in the error shape (plugins/refuse-while-closing.ts).
    return503OnClosing: false,
    // Behind a load balancer the client's address comes from X-Forwarded-For, when configured.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonBodies(app);
  app.addHook('onRoute', applyBodyLimit);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerSecurityHeaders(app, config);
  refuseWhileClosing(app);

  const database = options.database ?? (await openAppDatabase(config, app.log));
  const clock = options.clock ?? systemClock;
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    now: () => clock.now(),
    log: app.log,
  });
  const pusher = createPusher({
    db: database.db,
    push: config.push,
    now: () => clock.now(),
    log: app.log,
    lookup: options.pushLookup,
  });
  const events = await createEventBus(database, app.log);
  const scheduler = createScheduler({ database, log: app.log });
  // Made before `deps`, which hands it to the use cases; its handlers are given `deps` once made.
  const orderEvents = createEventOutbox({
    db: database.db,
    now: () => clock.now(),
    log: app.log,
    subscribers: [...orderSubscribers, ...(options.subscribers ?? [])],
    deps: () => deps,
    // What a subscriber wrote to the e-mail and push outboxes goes out now.
    delivered: () => {
      mailer.wake();
      pusher.wake();
    },
  });
  // The scheduled runs and the dispatchers finish what they are doing, and the listener stops, before
  // the database closes.
  app.addHook('onClose', async () => {
    await scheduler.close();
    await orderEvents.close();
    await mailer.close();
    await pusher.close();
    await events.close();
    if (!options.database) await database.close();
  });
  const geocoder = options.geocoder ?? createGeocoder(config.geocoder, app.log);
  const paymentGateway =
    options.paymentGateway !== undefined
      ? options.paymentGateway
      : createPaymentGateway(config, { db: database.db, clock });
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    clock,
    mailer,
    pusher,
    events,
    orderEvents,
    geocoder,
    paymentGateway,
    sms: options.sms ?? createSmsSender(config, app.log),
    log: app.log,
  };
  registerAccess(app, (token) => principalForToken(deps, { token }));

  // The scheduled work, run by one process of the cluster at a time (lib/scheduler.ts); the tests
  // call the sweeps through the decorators.
  // Card payments left open are settled (reconcile-payments.ts); payment links unpaid past the
  // restaurant's minutes lapse, a phone order waiting for one cancelled (payment-links.ts).
  app.decorate('sweepPayments', () => sweepPayments(deps, paymentsOrderSide(deps)));
  app.decorate('sweepPaymentLinks', () => sweepPaymentLinks(deps, paymentsOrderSide(deps)));
  if (paymentGateway !== null) {
    scheduler.every('payment sweep', PAYMENT_SWEEP_INTERVAL_MS, () => app.sweepPayments());
    scheduler.every('payment-link sweep', PAYMENT_LINK_SWEEP_INTERVAL_MS, () => app.sweepPaymentLinks());
  }
  // New orders nobody accepts in time are rejected, refunded and the customer told.
  app.decorate('rejectUnacceptedOrders', () => rejectUnacceptedOrders(deps));
  scheduler.every('unaccepted-order sweep', UNACCEPTED_SWEEP_INTERVAL_MS, () => app.rejectUnacceptedOrders());
  // New orders waiting past the alert time are e-mailed to the restaurant, once each.
  app.decorate('emailWaitingOrders', () => emailWaitingOrders(deps));
  scheduler.every('order alert e-mails', ORDER_ALERT_SWEEP_INTERVAL_MS, () => app.emailWaitingOrders());
  // Ordering pauses while no board or printer is in touch: each change clears the rendered pages.
  // Completed orders past the restaurant's time are asked to be rated, once each (decision 072).
  app.decorate('askForRatings', () => askForRatings(deps));
  scheduler.every('rating asks', RATING_ASKS_INTERVAL_MS, () => app.askForRatings());
  app.decorate('announceOrderingPause', () => announceOrderingPause(deps));
  scheduler.every('unattended pause', KITCHEN_WATCH_INTERVAL_MS, () => app.announceOrderingPause());
  // Order events due without a wake (retries, what a stopped process left) are delivered.
  app.decorate('settleEvents', () => orderEvents.settle());
  scheduler.every('order events', OUTBOX_POLL_INTERVAL_MS, () => orderEvents.poll());
  // E-mails due without a wake (retries, what a stopped process left) are sent.
  if (config.smtpUrl) scheduler.every('e-mail outbox', OUTBOX_POLL_INTERVAL_MS, () => mailer.sendDue());
  app.decorate('sendDuePushes', () => pusher.sendDue());
  // Pushes due without a wake (retries, what a stopped process left) are sent.
  // Claims and starts what is due, without waiting for slow push services to answer.
  if (config.push) scheduler.every('push outbox', PUSH_POLL_INTERVAL_MS, () => pusher.poll());
  // Kitchen tickets queued more than a week ago are removed (modules/printers/cloudprnt.ts).
  scheduler.every('print-job sweep', PRINT_JOB_SWEEP_INTERVAL_MS, () => sweepPrintJobs(deps));
  scheduler.every('sign-in holds sweep', SIGN_IN_HOLDS_SWEEP_INTERVAL_MS, () => forgetQuietSignInHolds(deps));
  registerEventStreams(app, {
    events,
    liveSessions: (kind, sessionIds) =>
      kind === 'customer'
        ? liveCustomerSessions(deps, { sessionIds })
        : liveStaffSessions(deps, { sessionIds }),
  });
  closeUnusedConnections(app);

  await app.register(fastifyCompress, { threshold: 1024 });
  // Only the routes that name a limit are limited (sign-in, registration, reset codes, …). With
  // REDIS_URL every instance counts in one place; otherwise each process counts alone.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : null;
  if (redis) {
    // Redis away: ioredis reconnects by itself; the limits' calls fail meanwhile (an error of the
    // request), and its 'error' events are logged rather than printed unheard.
    redis.on('error', (error: Error) =>
      app.log.warn({ err: error }, 'the rate-limit store is not answering'),
    );
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: 'tiffin-rate-limit:',
    errorResponseBuilder: (_request, context) =>
      new AppError('too_many_requests', formMessages.account.tooManyRequests(context.ttl)),
  });
  if (config.nodeEnv !== 'production') await registerApiDocs(app);

  await app.register(healthRoutes, deps);
  await app.register(restaurantRoutes, deps);
  await app.register(menuRoutes, deps);
  await app.register(analyticsRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(customerRoutes, deps);
  await app.register(dataRightsRoutes, deps);
  await app.register(favouriteRoutes, deps);
  await app.register(addressRoutes, deps);
  await app.register(geoRoutes, deps);
  await app.register(preorderRoutes, deps);
  await app.register(phoneCheckRoutes, deps);
  await app.register(slotRoutes, deps);
  await app.register(couponRoutes, deps);
  await app.register(orderRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(pushRoutes, deps);
  await app.register(ratingRoutes, deps);
  await app.register(paymentRoutes, { ...deps, orderSide: paymentsOrderSide(deps) });
  await app.register(staffRoutes, deps);
  await app.register(staffOrderRoutes, deps);
  await app.register(driverRoutes, deps);
  await app.register(staffOrderChangeRoutes, deps);
  await app.register(staffMenuRoutes, deps);
  await app.register(staffScheduleRoutes, deps);
  // These two are handed functions of modules that import theirs: an import back would be a cycle.
  await app.register(staffSettingsRoutes, { ...deps, recordAction });
  await app.register(staffGuardRoutes, { ...deps, recordAction, orderOf });
  await app.register(staffSlotRoutes, deps);
  await app.register(paceRoutes, deps);
  await app.register(staffCustomerRoutes, { ...deps, orderCounts: orderCountsOf });
  await app.register(staffZoneRoutes, { ...deps, deliveryPoints: deliveryPointsSince });
  await app.register(outboxRoutes, deps);
  await app.register(staffEnquiryRoutes, deps);
  await app.register(staffCouponRoutes, deps);
  await app.register(staffFigureRoutes, deps);
  await app.register(staffReportRoutes, deps);
  await app.register(staffTipRoutes, deps);
  await app.register(staffRatingRoutes, deps);
  await app.register(staffPrinterRoutes, deps);
  await app.register(cloudPrntRoutes, deps);
  await app.register(siteFileRoutes, deps);
  await registerWebApp(app, deps);
  if (!options.database && config.nodeEnv === 'development') {
    // `npm start`'s demo photos, made once the server answers (seed/demo-photos-in-background.ts).
    const demoPhotos = demoPhotosInBackground(deps);
    app.addHook('onListen', () => {
      demoPhotos.start().catch((error: unknown) => app.log.warn({ err: error }, 'demo photos not made'));
    });
    app.addHook('onClose', async () => demoPhotos.close());
  }
  return app;
}
