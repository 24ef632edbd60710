import type { PaymentGatewayKind } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../deps.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createSimulatedGateway } from './simulated-gateway.ts';

/** The gateway chosen by configuration (PAYMENT_GATEWAY); null takes cash only. */
export function createPaymentGateway(
  kind: PaymentGatewayKind,
  { db, clock }: { db: Db; clock: Clock },
): PaymentGateway | null {
  switch (kind) {
    case 'simulated':
      return createSimulatedGateway({ db, clock });
    case 'none':
      return null;
  }
}
