import { cardErrorMessage, type PaymentConfigResponse, type SimulatedPaymentResponse } from '@tiffin/core';
import type { GatewayIntent } from '../../adapters/payments/payment-gateway.ts';
import {
  type SimulatedCard,
  type SimulatedGateway,
  SimulatedGatewayError,
} from '../../adapters/payments/simulated-gateway.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import * as repository from './payments.repository.ts';

/** Which gateway takes cards, for the browser to load the right card form. */
export function paymentConfig({ paymentGateway }: Pick<AppDeps, 'paymentGateway'>): PaymentConfigResponse {
  return { gateway: paymentGateway?.kind ?? 'none', publishable_key: paymentGateway?.publishableKey ?? null };
}

/** A payment asked for: the intent, the customer, the amount and the basket quoted for it. */
export function recordPayment(
  db: Db,
  values: Omit<repository.NewPayment, 'status' | 'updatedAt'>,
): Promise<repository.PaymentRow> {
  return repository.insertPayment(db, { ...values, status: 'open', updatedAt: values.createdAt });
}

// What the orders module does with payment records (placing with one, settling one), as they are.
export {
  cancelPayment,
  claimOrderRefund,
  claimPaymentRefund,
  findPaymentByIntent,
  findPaymentOfOrder,
  finishRefund,
  isEventHandled,
  listOpenPayments,
  listOpenPaymentsOf,
  listPendingRefunds,
  lockPaymentByIntent,
  markPaymentPlaced,
  type PaymentRow,
  recordEventHandled,
  releaseOrderRefund,
  reopenPayment,
} from './payments.repository.ts';

/** The baskets of a deleted account's card payments, emptied in its deletion's transaction (issue 32). */
export function forgetPaymentBasketsOf(
  { db }: { db: Db },
  { customerId }: { customerId: number },
): Promise<void> {
  return repository.emptyBasketsOf(db, customerId);
}

/** The simulated gateway, for its own routes; they exist only when it is the one configured. */
export function simulatedGatewayOf({
  paymentGateway,
}: Pick<AppDeps, 'paymentGateway'>): SimulatedGateway | null {
  return paymentGateway?.kind === 'simulated' ? (paymentGateway as SimulatedGateway) : null;
}

function stepAnswer(intent: GatewayIntent): SimulatedPaymentResponse {
  const error = intent.status === 'requires_payment_method' ? intent.lastError : null;
  return {
    status: intent.status,
    error:
      error === null
        ? null
        : {
            code: error.code,
            decline_code: error.declineCode,
            message: cardErrorMessage(error.code, error.declineCode),
          },
  };
}

/** The intent must be one this customer asked for; the gateway's own refusals are 4xx in the error shape. */
async function simulatedStep(
  gateway: SimulatedGateway,
  customerId: number,
  intentId: string,
  step: () => Promise<GatewayIntent>,
): Promise<SimulatedPaymentResponse> {
  const intent = await gateway.retrieveIntent(intentId);
  if (intent === null || intent.metadata.customer_id !== String(customerId))
    throw new AppError('not_found', 'Payment not found'); // not in the spec
  try {
    return stepAnswer(await step());
  } catch (error) {
    if (!(error instanceof SimulatedGatewayError)) throw error;
    if (error.code === 'resource_missing') throw new AppError('not_found', 'Payment not found'); // not in the spec
    throw new AppError('payment_intent_unexpected_state', 'This payment cannot take that step now.'); // not in the spec
  }
}

/** The simulated card form's card, tried on the customer's intent. */
export function confirmSimulatedPayment(
  gateway: SimulatedGateway,
  input: { customerId: number; intentId: string; clientSecret: string; card: SimulatedCard },
): Promise<SimulatedPaymentResponse> {
  return simulatedStep(gateway, input.customerId, input.intentId, () =>
    gateway.confirm({ intentId: input.intentId, clientSecret: input.clientSecret, card: input.card }),
  );
}

/** The simulated 3-D Secure answer. */
export function authenticateSimulatedPayment(
  gateway: SimulatedGateway,
  input: { customerId: number; intentId: string; clientSecret: string; approve: boolean },
): Promise<SimulatedPaymentResponse> {
  return simulatedStep(gateway, input.customerId, input.intentId, () =>
    gateway.authenticate({
      intentId: input.intentId,
      clientSecret: input.clientSecret,
      approve: input.approve,
    }),
  );
}
