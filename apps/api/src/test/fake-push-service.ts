import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser's side of a push subscription, made in the test: a P-256 key pair and an auth secret,
 * as a browser's PushManager makes them. The subscription JSON goes to the API; the private key
 * stays here to decrypt what the fake push service receives.
 */
export type TestSubscriber = {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  privateKey: Buffer;
};

/** A push as the fake service received it: checked, decrypted and parsed. */
export type ReceivedPush = {
  endpointId: string;
  payload: Record<string, unknown>;
  ttl: number;
  urgency: string | undefined;
  atMs: number;
};

/**
 * A push service on this machine (port 0), as Mozilla's or Google's behave for the web push
 * protocol (RFC 8030, 8291, 8292): it refuses a push whose VAPID JWT is not signed (ES256) by the
 * expected public key, is for another audience or has expired, and decrypts the aes128gcm body with
 * the subscriber's keys. An endpoint marked gone answers 410, as for a browser that unsubscribed.
 * With `hostname` its endpoints name it so (a name the test's DNS answers with 127.0.0.1).
 */
export async function startFakePushService({
  vapidPublicKey,
  hostname = '127.0.0.1',
}: {
  vapidPublicKey: string;
  hostname?: string;
}) {
  const received: ReceivedPush[] = [];
  const refused: Array<{ endpointId: string; reason: string }> = [];
  const subscribers = new Map<string, TestSubscriber>();
  const gone = new Set<string>();
  let origin = '';

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpointId = (request.url ?? '').replace(/^\/push\//, '');
      const answer = (status: number, reason?: string) => {
        if (reason) refused.push({ endpointId, reason });
        response.writeHead(status).end(reason ?? '');
      };
      const subscriber = subscribers.get(endpointId);
      if (request.method !== 'POST' || !subscriber) return answer(404, 'no such subscription');
      if (gone.has(endpointId)) return answer(410, 'the subscription is gone');
      const vapidProblem = checkVapid(String(request.headers.authorization ?? ''), {
        vapidPublicKey,
        audience: origin,
      });
      if (vapidProblem) return answer(403, vapidProblem);
      if (request.headers['content-encoding'] !== 'aes128gcm') return answer(415, 'not aes128gcm');
      try {
        const plaintext = decryptAes128gcm(Buffer.concat(chunks), subscriber);
        received.push({
          endpointId,
          payload: JSON.parse(plaintext.toString('utf8')) as Record<string, unknown>,
          ttl: Number(request.headers.ttl),
          urgency: request.headers.urgency as string | undefined,
          atMs: performance.now(),
        });
        answer(201);
      } catch (error) {
        answer(400, `not decrypted: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://${hostname}:${(server.address() as AddressInfo).port}`;
  let count = 0;

  return {
    origin,
    received,
    refused,
    /** A new browser's subscription at this service; its pushes are decrypted with its keys. */
    newSubscriber(): TestSubscriber {
      count += 1;
      const endpointId = `browser-${count}-${randomBytes(4).toString('hex')}`;
      const subscriber = newSubscriberAt(`${origin}/push/${endpointId}`);
      subscribers.set(endpointId, subscriber);
      return subscriber;
    },
    /** The browser dropped the subscription: its endpoint answers 410 from now on. */
    markGone(subscriber: TestSubscriber) {
      gone.add(endpointIdOf(subscriber));
    },
    pushesTo(subscriber: TestSubscriber): ReceivedPush[] {
      return received.filter((push) => push.endpointId === endpointIdOf(subscriber));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;

const endpointIdOf = (subscriber: TestSubscriber) =>
  new URL(subscriber.subscription.endpoint).pathname.replace(/^\/push\//, '');

function newSubscriberAt(endpoint: string): TestSubscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    subscription: {
      endpoint,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    },
    privateKey: ecdh.getPrivateKey(),
  };
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT ES256-signed, for this origin, not expired. */
function checkVapid(
  authorization: string,
  expected: { vapidPublicKey: string; audience: string },
): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match?.[1] || !match[2]) return 'no VAPID authorization';
  if (match[2] !== expected.vapidPublicKey) return 'another VAPID public key';
  const [header, claims, signature] = match[1].split('.') as [string, string, string];
  const publicKey = Buffer.from(expected.vapidPublicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: publicKey.subarray(1, 33).toString('base64url'),
      y: publicKey.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'the VAPID signature does not verify';
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (alg !== 'ES256') return 'not ES256';
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (aud !== expected.audience) return `audience ${aud}, not ${expected.audience}`;
  const nowSeconds = Date.now() / 1000;
  if (!exp || exp < nowSeconds || exp > nowSeconds + 24 * 60 * 60) return 'expired or over 24 h';
  if (!sub || !/^(mailto:|https:)/.test(sub)) return 'no contact (sub)';
  return null;
}

/** RFC 8291 with RFC 8188's aes128gcm, one record: what a browser does with a push it receives. */
function decryptAes128gcm(body: Buffer, subscriber: TestSubscriber): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(subscriber.privateKey);
  const sharedSecret = ecdh.computeSecret(serverPublicKey);
  const authSecret = Buffer.from(subscriber.subscription.keys.auth, 'base64url');
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const contentKey = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}
