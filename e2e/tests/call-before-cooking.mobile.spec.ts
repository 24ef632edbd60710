import { expectNoAxeViolations } from '../axe.ts';
import { placeDeliveryOrder } from '../orders.ts';
import { openStaffBoard, orderCard } from '../staff.ts';
import { expect, test } from '../test.ts';

// The journey's own page is on a device the e2e admin is signed in on (test.ts).
test.use({ staffSignedIn: true });

// The marks are the worker's database's: the next journeys order without them.
test.afterEach(async ({ site }) => {
  await site.clearMarks();
});

/**
 * A delivery address the staff flagged by its Eircode, typed as they would (issue 51, decisions 073
 * and 076): its cash order is taken, and on a phone at the pass (375 px) the board's card and the
 * kitchen ticket say to call before cooking, with the reason.
 */
test('an order to a flagged address says "Call before cooking" with the reason on the board and the ticket', async ({
  page,
  context,
  customer,
  request,
  site,
}, testInfo) => {
  const reason = 'Two orders to this door were never collected';
  await site.markCustomer({ target: 'address', value: 'E25 K7C2', kind: 'flag', reason });
  // Tomorrow at 20:45: a slot of this journey's own.
  const { reference } = await placeDeliveryOrder(request, customer, { eircode: 'e25k7c2', time: '20:45' });

  await openStaffBoard(page);
  const card = orderCard(page, reference);
  await expect(card.getByText('Call before cooking', { exact: true })).toBeVisible();
  await expect(card.getByText(`Reason: ${reason}`, { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('board-call-first-375.png'), fullPage: true });

  const [ticket] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('link', { name: `Print ticket #${reference}` }).click(),
  ]);
  await ticket.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const paper = ticket.locator('article.kitchen-ticket');
  await expect(paper.getByRole('heading', { name: `#${reference}` })).toBeVisible();
  await expect(paper.getByText('Call before cooking', { exact: true })).toBeVisible();
  await expect(paper.getByText(`Reason: ${reason}`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(ticket);
  await ticket.screenshot({ path: testInfo.outputPath('ticket-call-first-375.png'), fullPage: true });
});
