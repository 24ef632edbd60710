import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../deps.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createSimulatedGateway } from './simulated-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

/** The gateway chosen by configuration (PAYMENT_GATEWAY); null takes cash only. */
export function createPaymentGateway(
  config: Pick<Config, 'paymentGateway' | 'stripe' | 'siteUrl'>,
  { db, clock }: { db: Db; clock: Clock },
): PaymentGateway | null {
  switch (config.paymentGateway) {
    case 'stripe':
      if (!config.stripe) throw new Error('PAYMENT_GATEWAY=stripe needs its keys');
      return createStripeGateway(config.stripe);
    case 'simulated':
      return createSimulatedGateway({ db, clock, siteUrl: config.siteUrl });
    case 'none':
      return null;
  }
}
