import { afterEach, describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '../../test/fake-http-server.ts';
import { createTwilioSender } from './twilio.ts';

// Twilio's Messages API, stood in for by a local server that keeps what it was sent.
const ACCOUNT = `AC${'0'.repeat(32)}`;
let fake: Awaited<ReturnType<typeof startFakeHttpServer>> | undefined;
afterEach(() => fake?.close());

async function fakeTwilio(status: number, body: unknown) {
  fake = await startFakeHttpServer(() => ({ status, body }));
  return { fake };
}

describe('the Twilio sender', () => {
  it('posts the text form-encoded with basic auth to the account’s Messages', async () => {
    const { fake: server } = await fakeTwilio(201, { sid: 'SM1', status: 'queued' });
    const sender = createTwilioSender({
      accountSid: ACCOUNT,
      authToken: 'secret',
      from: '+353861234567',
      apiUrl: server.url,
    });
    await sender.send({ to: '+353871234567', body: '123456 is your code' });
    const [request] = server.requests;
    expect(request?.url.pathname).toBe(`/2010-04-01/Accounts/${ACCOUNT}/Messages.json`);
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${ACCOUNT}:secret`).toString('base64')}`,
    );
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.body).toBe(
      new URLSearchParams({
        To: '+353871234567',
        From: '+353861234567',
        Body: '123456 is your code',
      }).toString(),
    );
  });

  it('sends from a Messaging Service by its sid', async () => {
    const { fake: server } = await fakeTwilio(201, { sid: 'SM2' });
    const service = `MG${'a'.repeat(32)}`;
    const sender = createTwilioSender({
      accountSid: ACCOUNT,
      authToken: 'secret',
      from: service,
      apiUrl: server.url,
    });
    await sender.send({ to: '+353871234567', body: 'hi' });
    expect(new URLSearchParams(server.requests[0]?.body).get('MessagingServiceSid')).toBe(service);
  });

  it('throws Twilio’s refusal with its code, never the token', async () => {
    const { fake: server } = await fakeTwilio(400, { code: 21211, message: "The 'To' number is not valid." });
    const sender = createTwilioSender({
      accountSid: ACCOUNT,
      authToken: 'secret',
      from: '+353861234567',
      apiUrl: server.url,
    });
    const failure = sender.send({ to: '+353000', body: 'hi' });
    await expect(failure).rejects.toThrow(
      "Twilio refused the message (400 21211: The 'To' number is not valid.)",
    );
    await expect(failure).rejects.not.toThrow(/secret/);
  });
});
