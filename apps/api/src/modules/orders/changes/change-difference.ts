import {
  type ChangeLine,
  formatDublinDate,
  formatDublinTime12h,
  type OrderChangeSummary,
} from '@tiffin/core';
import type { OrderAddressSnapshot, OrderLineOption } from '../../../db/schema.ts';
import { addressLine } from '../address-line.ts';

/*
 * The difference a change makes (issue 49), worked out from the lines and details either side: what
 * the preview shows, the staff log keeps, the ticket prints and the customer is told. Pure.
 */

/** A line either side, as the order keeps it (order_lines) or would write it (placement's line rows). */
export type SoldLine = {
  productId?: number | null | undefined;
  name: string;
  quantity: number;
  options: readonly OrderLineOption[];
  note?: string | null | undefined;
  lineTotalCents: number;
};

/** The details a change may move, either side. */
export type OrderDetails = {
  fulfilment: 'delivery' | 'collection';
  scheduledAt: Date;
  deliveryAddress: OrderAddressSnapshot | null;
  contactName: string;
  contactPhone: string;
  orderNote: string | null;
};

const optionsKey = (line: SoldLine) =>
  line.options.map((option) => `${option.variation}=${option.label}`.toLowerCase()).join('|');
const sameDish = (a: SoldLine, b: SoldLine) =>
  (a.productId ?? null) === (b.productId ?? null) && a.name === b.name;
const sameLine = (a: SoldLine, b: SoldLine) =>
  sameDish(a, b) &&
  optionsKey(a) === optionsKey(b) &&
  (a.note ?? null) === (b.note ?? null) &&
  a.quantity === b.quantity;

export const changeLineOf = (line: SoldLine): ChangeLine => ({
  name: line.name,
  quantity: line.quantity,
  options: line.options.map(({ variation, label }) => ({ variation, label })),
  note: line.note ?? null,
  line_total_cents: line.lineTotalCents,
});

/**
 * The lines removed, added and changed: a line the same on both sides (dish, options, note,
 * quantity) is unchanged; of the rest, a dish on both sides is changed (its first line before with
 * its first line after), and what is left is removed or added.
 */
export function lineDifference(before: readonly SoldLine[], after: readonly SoldLine[]) {
  const oldLeft = [...before];
  const newLeft: SoldLine[] = [];
  for (const line of after) {
    const same = oldLeft.findIndex((old) => sameLine(old, line));
    if (same === -1) newLeft.push(line);
    else oldLeft.splice(same, 1);
  }
  const changed: OrderChangeSummary['changed'] = [];
  const added: ChangeLine[] = [];
  for (const line of newLeft) {
    const was = oldLeft.findIndex((old) => sameDish(old, line));
    if (was === -1) {
      added.push(changeLineOf(line));
      continue;
    }
    const [old] = oldLeft.splice(was, 1);
    if (old) changed.push({ before: changeLineOf(old), after: changeLineOf(line) });
  }
  return { removed: oldLeft.map(changeLineOf), added, changed };
}

const when = (at: Date) => `${formatDublinTime12h(at)}, ${formatDublinDate(at)}`;
const addressOf = (details: OrderDetails) =>
  details.deliveryAddress ? addressLine(details.deliveryAddress) : '';

/** The details that moved, in words either side. */
export function detailDifference(before: OrderDetails, after: OrderDetails): OrderChangeSummary['details'] {
  const fields: [string, string, string][] = [
    ['mode', before.fulfilment, after.fulfilment],
    ['time', when(before.scheduledAt), when(after.scheduledAt)],
    ['address', addressOf(before), addressOf(after)],
    ['name', before.contactName, after.contactName],
    ['phone', before.contactPhone, after.contactPhone],
    ['note', before.orderNote ?? '', after.orderNote ?? ''],
  ];
  return fields
    .filter(([, was, now]) => was !== now)
    .map(([field, was, now]) => ({ field, before: was, after: now }));
}

/** Whether the change changes anything at all. */
export const changesNothing = (
  summary: Pick<OrderChangeSummary, 'removed' | 'added' | 'changed' | 'details'>,
) => summary.removed.length + summary.added.length + summary.changed.length + summary.details.length === 0;

/** The change in one sentence for the customer and the push: "removed 1 x Onion Bhaji; added 2 x Naan". */
export function changeInWords(summary: OrderChangeSummary): string {
  const line = (entry: ChangeLine) => `${entry.quantity} x ${entry.name}`;
  const parts = [
    ...(summary.removed.length > 0 ? [`removed ${summary.removed.map(line).join(', ')}`] : []),
    ...(summary.added.length > 0 ? [`added ${summary.added.map(line).join(', ')}`] : []),
    ...summary.changed.map(({ before, after }) => `${line(before)} is now ${line(after)}`),
    ...summary.details.map(({ field, after }) => `${field} now ${after === '' ? 'none' : after}`),
  ];
  return parts.join('; ');
}
