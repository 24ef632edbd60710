import type { APIRequestContext } from '@playwright/test';
import { dublinDateIn } from '../checkout.ts';
import { kitchen, placeCollectionOrder } from '../orders.ts';
import { openStaffBoard, orderCard, staffSignIn } from '../staff.ts';
import { expect, test } from '../test.ts';

test.use({ staffSignedIn: true });

/**
 * Part refunds (issue 49, decision 070) with the real server, at the pass (1280 px): a cash order of
 * three onion bhajis, collected, is refunded in part twice from its card on the board — a bhaji by
 * dish, then €2.00 by amount — and today's day-end report and VAT file agree with each other and
 * with the refunds to the cent. Other journeys of the worker order today too, so the figures are
 * compared before and after. Tomorrow + 5 at 21:30 is this spec's slot.
 */

type DayReport = {
  refunds: { count: number; cents: number };
  net_takings_cents: number;
  deposits_cents: number;
  vat: { rate_basis_points: number; net_cents: number; vat_cents: number; gross_cents: number }[];
};

async function accountant(request: APIRequestContext) {
  const { token } = await staffSignIn(request);
  const headers = { authorization: `Bearer ${token}` };
  const today = dublinDateIn(0);
  return {
    day: async () =>
      (await (await request.get(`/api/v1/staff/reports/day?date=${today}`, { headers })).json()) as DayReport,
    vatFile: async () =>
      (
        await (
          await request.get(`/api/v1/staff/reports/vat.csv?from=${today}&to=${today}`, { headers })
        ).text()
      )
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean)
        .slice(1),
  };
}

const euro = (cents: number) => (cents / 100).toFixed(2);
const at9 = (report: DayReport) => report.vat.find((rate) => rate.rate_basis_points === 900);

test('a cash order refunded in part twice; the day report and the VAT file agree to the cent', async ({
  page,
  request,
  customer,
}) => {
  const { orderId, reference } = await placeCollectionOrder(request, customer, {
    date: dublinDateIn(5),
    time: '21:30',
  });
  const staff = await kitchen(request);
  await staff.accept(orderId);
  for (const status of ['processing', 'handover', 'delivered'] as const) await staff.advance(orderId, status);
  const reports = await accountant(request);
  const before = await reports.day();

  await openStaffBoard(page);
  const card = orderCard(page, reference);
  await card.getByRole('button', { name: 'Refund part' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund part of #${reference}` });
  await expect(dialog.getByText('At most €19.50 can still be refunded')).toBeVisible();

  // First by dish: one bhaji, €6.50, cash handed back.
  await dialog.getByRole('button', { name: 'One Onion Bhaji more' }).click();
  await dialog.getByRole('button', { name: 'A dish ran out' }).click();
  await dialog.getByRole('button', { name: 'Refund (cash handed back)' }).click();
  await expect(dialog.getByText('€6.50 refunded.')).toBeVisible();
  await expect(dialog.getByText('At most €13.00 can still be refunded')).toBeVisible();

  // Then an amount, over what is left first: the server's refusal is shown.
  await dialog.getByRole('button', { name: 'An amount' }).click();
  await dialog.getByLabel('Amount (€)').fill('13.01');
  await dialog.getByLabel('Reason, shown to the customer').fill('Sorry for the wait');
  await dialog.getByRole('button', { name: 'Refund €13.01 (cash handed back)' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `At most €13.00 can still be refunded on order #${reference}`,
  );
  await dialog.getByLabel('Amount (€)').fill('2.00');
  await dialog.getByRole('button', { name: 'Refund €2.00 (cash handed back)' }).click();
  await expect(dialog.getByText('€2.00 refunded.')).toBeVisible();
  await expect(dialog.getByText('At most €11.00 can still be refunded')).toBeVisible();
  const listed = dialog.getByRole('region', { name: 'Refunds so far' }).getByRole('listitem');
  await expect(listed).toHaveCount(2);
  await expect(listed.first()).toContainText('1 × Onion Bhaji');

  // The day's figures moved by the refunds, each to the cent: €6.50 (VAT 54 at 9%) and €2.00 (VAT 17).
  const after = await reports.day();
  expect(after.refunds).toEqual({ count: before.refunds.count + 2, cents: before.refunds.cents + 850 });
  expect(after.net_takings_cents).toBe(before.net_takings_cents - 850);
  const [was, now] = [at9(before), at9(after)];
  expect(now).toEqual({
    rate_basis_points: 900,
    gross_cents: (was?.gross_cents ?? 0) - 850,
    vat_cents: (was?.vat_cents ?? 0) - 71,
    net_cents: (was?.net_cents ?? 0) - 779,
  });
  // The VAT file says what the report says, rate by rate; with the deposits they are the net takings.
  expect(await reports.vatFile()).toEqual(
    after.vat.map(
      (rate) =>
        `${dublinDateIn(0)},${rate.rate_basis_points / 100},${euro(rate.net_cents)},${euro(rate.vat_cents)},${euro(rate.gross_cents)}`,
    ),
  );
  expect(after.vat.reduce((sum, rate) => sum + rate.gross_cents, 0) + after.deposits_cents).toBe(
    after.net_takings_cents,
  );
});
