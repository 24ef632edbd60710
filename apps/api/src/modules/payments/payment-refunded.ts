import type { AppDeps } from '../../deps.ts';
import { emailFrom } from '../../emails/letter.ts';
import { paymentRefundedNews } from '../../emails/order-news.ts';
import { findCustomerById } from '../customers/index.ts';
import { tellCustomer } from '../notifications/index.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { finishRefund, type PaymentRow } from './payments.repository.ts';

/**
 * A payment without an order that the gateway refunded: refunded, and the customer told by
 * notification and e-mail why (the reason kept with its claim). False when someone finished it first.
 */
export async function finishPaymentRefund(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer'>,
  payment: PaymentRow,
): Promise<boolean> {
  const { db, clock, mailer } = deps;
  const customer =
    payment.customerId === null
      ? undefined
      : await findCustomerById(deps, { customerId: payment.customerId });
  const restaurant = await requireRestaurant({ db });
  const finished = await db.transaction(async (tx) => {
    const now = clock.now();
    if (!(await finishRefund(tx, { paymentId: payment.id, now }))) return false;
    if (!customer) return true;
    const news = paymentRefundedNews(
      { amountCents: payment.amountCents, reason: payment.refundReason ?? '' },
      customer,
      restaurant,
    );
    await tellCustomer(
      { db: tx, mailer },
      { customer, from: emailFrom(restaurant), news, data: { type: 'payment_refunded' }, now },
    );
    return true;
  });
  if (finished) mailer.wake();
  return finished;
}
