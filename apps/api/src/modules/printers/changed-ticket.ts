import type ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { type ChangeLine, formatEuro, type OrderChangeSummary, orderChangeMessages } from '@tiffin/core';

/*
 * The top of a changed order's ticket (issue 49): "CHANGED" in reverse, then what changed — the
 * lines removed (struck: a paper ticket has no strike-through, so each is marked "X" and crossed
 * with dashes, not to be made), the lines added (marked "+", in bold), the lines changed (what it
 * was, what it is) and the details that moved. The whole new order follows as on any ticket, with
 * the allergens of the new whole.
 */

const words = orderChangeMessages;
const lineText = (line: ChangeLine) =>
  [
    `${line.quantity} x ${line.name}`,
    ...line.options.map((option) => `${option.variation}: ${option.label}`),
    ...(line.note ? [line.note] : []),
  ].join(', ');

/** A removed line crossed out in the only way a receipt printer can: dashes between its words. */
export const struck = (text: string) => `X ${text.replace(/ /g, '-')}`;

export function writeChange(encoder: ReceiptPrinterEncoder, change: OrderChangeSummary, columns: number) {
  encoder.align('center').invert(true).bold(true).size(2, 2).line(` ${words.ticketChanged} `).size(1, 1);
  encoder.invert(false).bold(false).align('left');
  for (const line of change.removed) encoder.line(`${words.ticketRemoved}: ${struck(lineText(line))}`);
  for (const line of change.added)
    encoder
      .bold(true)
      .line(`+ ${words.ticketAdded}: ${lineText(line)}`)
      .bold(false);
  for (const { before, after } of change.changed) {
    encoder.line(`${words.ticketWas}: ${struck(lineText(before))}`);
    encoder
      .bold(true)
      .line(`+ ${lineText(after)}`)
      .bold(false);
  }
  for (const detail of change.details)
    encoder.bold(true).line(`${detail.field}: ${detail.after}`).bold(false);
  const difference = change.difference_cents;
  if (difference !== 0) {
    const sign = difference > 0 ? '+' : '-';
    encoder.line(
      `${formatEuro(change.old_total_cents)} -> ${formatEuro(change.new_total_cents)} (${sign}${formatEuro(Math.abs(difference))})`,
    );
  }
  encoder.line('='.repeat(columns));
}
