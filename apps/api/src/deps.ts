import type { FastifyBaseLogger } from 'fastify';
import type { EventOutbox } from './adapters/event-outbox.ts';
import type { EventBus } from './adapters/events.ts';
import type { Geocoder } from './adapters/geocoder/geocoder.ts';
import type { Mailer } from './adapters/mailer.ts';
import type { PaymentGateway } from './adapters/payments/payment-gateway.ts';
import type { Pusher } from './adapters/pusher.ts';
import type { SmsSender } from './adapters/sms/sms-sender.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';

/** The time, injected: real in the server, fixed or moved by tests. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/**
 * What the app hands every module (app.ts builds it). A service function takes the part it needs,
 * `(deps: Pick<AppDeps, 'db' | 'clock'>, input)`, and never sees a request or a reply.
 */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Web push through the push outbox (decision 053) */
  pusher: Pusher;
  events: EventBus;
  /** The order events' delivery to their subscribers: woken by a use case once its event has committed (decision 062) */
  orderEvents: EventOutbox;
  /** Place search and reverse geocoding, from the provider configured (GEOCODER) */
  geocoder: Geocoder;
  /** The card gateway configured (PAYMENT_GATEWAY); null when the restaurant takes cash only */
  paymentGateway: PaymentGateway | null;
  /** The texts the guard sends (decision 073): Twilio when TWILIO_* is set, else the log */
  sms: SmsSender;
  log: FastifyBaseLogger;
};
