import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/**
 * No SMS provider configured (the default): the message is written to the log, where a developer
 * or the end-to-end journey reads the code, and kept in `sent` for the tests in the same process.
 */
export function createOfflineSender(
  log: Pick<FastifyBaseLogger, 'info'>,
): SmsSender & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return {
    kind: 'offline',
    sent,
    async send(message) {
      sent.push(message);
      // Only the last digits of the number: the log is read by more people than the phone's owner.
      log.info(
        { sms: { to: `…${message.to.slice(-4)}`, body: message.body } },
        'SMS not sent (no provider): written here',
      );
    },
  };
}
