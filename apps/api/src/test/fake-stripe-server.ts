import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string; decline_code?: string } | null;
};

type FakeRefund = {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
  metadata: Record<string, string>;
};

export type StripeRequest = {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
};

/** Stripe's form encoding, `metadata[customer_id]=7`, read back into an object. */
function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

/**
 * A stand-in for the part of Stripe's HTTP API the Stripe adapter uses (payment intents: create,
 * retrieve, cancel; Checkout Sessions, made and expired; refunds, honouring the Idempotency-Key as Stripe does, and listed by payment
 * intent), on this machine. The official `stripe` library talks to it through its `host`, `port` and
 * `protocol` options. `succeed(id)` does what the customer's browser does at Stripe when the card is
 * accepted. `faults` loses answers as a network does: the connection dropped without a word.
 */
export async function startFakeStripeServer() {
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  const sessions = new Map<string, { id: string; object: string; status: string; url: string }>();
  const requests: StripeRequest[] = [];
  let counter = 0;
  const faults = {
    /** A refund is made, then its answer lost: the connection drops after it is recorded */
    loseRefundAnswers: false,
    /** Stripe cannot be reached: every request's connection drops before anything is done */
    unreachable: false,
    /** Stripe goes out of reach just after it makes a refund: its answer lost, and every later request */
    downAfterRefund: false,
  };

  const server = createServer((request, response) => {
    if (faults.unreachable) {
      request.socket.destroy();
      return;
    }
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const form = new URLSearchParams(request.method === 'GET' ? url.search : raw);
      requests.push({ method: request.method ?? 'GET', path: url.pathname, form, headers: request.headers });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
        response.end(JSON.stringify(body));
      };
      const missing = () =>
        send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        });

      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const id = `pi_fake_${++counter}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake`,
          description: form.get('description'),
          metadata: metadataOf(form),
          last_payment_error: null,
        };
        intents.set(id, intent);
        return send(200, intent);
      }
      const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(url.pathname);
      if (intentPath?.[1]) {
        const intent = intents.get(intentPath[1]);
        if (!intent) return missing();
        if (intentPath[2]) {
          if (intent.status === 'succeeded') {
            return send(400, {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: 'succeeded',
              },
            });
          }
          intent.status = 'canceled';
        }
        return send(200, intent);
      }
      // A payment link's hosted page (issue 49): a Checkout Session of one line.
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_fake_${++counter}`;
        const session = {
          id,
          object: 'checkout.session',
          status: 'open',
          url: `https://checkout.fake/${id}`,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const expirePath = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
      if (request.method === 'POST' && expirePath?.[1]) {
        const session = sessions.get(expirePath[1]);
        if (!session) return missing();
        session.status = 'expired';
        return send(200, session);
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        const key = String(request.headers['idempotency-key'] ?? `refund-${++counter}`);
        const intent = intents.get(form.get('payment_intent') ?? '');
        if (!intent) return missing();
        const refund = refunds.get(key) ?? {
          id: `re_fake_${++counter}`,
          object: 'refund' as const,
          payment_intent: intent.id,
          amount: Number(form.get('amount') ?? intent.amount),
          status: 'succeeded' as const,
          metadata: { tiffin_refund_key: form.get('metadata[tiffin_refund_key]') ?? '' },
        };
        refunds.set(key, refund);
        if (faults.downAfterRefund) faults.unreachable = true;
        if (faults.loseRefundAnswers || faults.downAfterRefund) return request.socket.destroy();
        return send(200, refund);
      }
      if (request.method === 'GET' && url.pathname === '/v1/refunds') {
        const intentId = url.searchParams.get('payment_intent');
        const data = [...refunds.values()].filter(
          (refund) => intentId === null || refund.payment_intent === intentId,
        );
        return send(200, { object: 'list', url: '/v1/refunds', has_more: false, data });
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    intents,
    faults,
    /** The refunds made, one per idempotency key */
    refunds: () => [...refunds.values()],
    /** The customer's card accepted at Stripe. */
    succeed(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = 'succeeded';
      return intent;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The app's configuration for Stripe pointed at a fake of its API (its URL). */
export function stripeTestEnv(apiUrl: string, webhookSecret = 'whsec_test_tiffin') {
  return {
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_tiffin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_tiffin',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: apiUrl,
  };
}
