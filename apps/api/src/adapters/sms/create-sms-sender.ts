import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createOfflineSender } from './offline.ts';
import type { SmsSender } from './sms-sender.ts';
import { createTwilioSender } from './twilio.ts';

/** Twilio when configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM), else the log. */
export function createSmsSender(config: Pick<Config, 'twilio'>, log: FastifyBaseLogger): SmsSender {
  return config.twilio ? createTwilioSender(config.twilio) : createOfflineSender(log);
}
