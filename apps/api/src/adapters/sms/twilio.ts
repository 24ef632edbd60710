import type { SmsMessage, SmsSender } from './sms-sender.ts';

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** The sending number ('+353…') or a Messaging Service's sid ('MG…') */
  from: string;
  /** Twilio's API, or the tests' local fake */
  apiUrl: string;
};

const TIMEOUT_MS = 10_000;

/**
 * Twilio's Messages API over fetch (REST, form-encoded, basic auth): one request per text, no
 * library to keep. Twilio answers 201 with the message; anything else is a refusal, thrown with
 * Twilio's code and message (never the token).
 */
export function createTwilioSender(config: TwilioConfig): SmsSender {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
    config.apiUrl,
  );
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const sender = config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    kind: 'twilio',
    async send({ to, body }: SmsMessage) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, [sender]: config.from, Body: body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.ok) return;
      const answer = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
      throw new Error(
        `Twilio refused the message (${response.status} ${answer.code ?? ''}: ${answer.message ?? ''})`,
      );
    },
  };
}
