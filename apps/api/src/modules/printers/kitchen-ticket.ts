import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import {
  allergenName,
  type BoardOrder,
  type DeliveryAddress,
  deliveryAddressLines,
  formatDublinDate,
  formatDublinTime12h,
  formatEuro,
  type OrderChangeSummary,
  orderChangeMessages,
  orderPaymentWording,
  phoneOrderMessages,
  printerMessages,
  staffMessages,
  vatMessages,
} from '@tiffin/core';
import { writeChange } from './changed-ticket.ts';

/*
 * The kitchen ticket on paper (issue 28): what the staff's ticket page shows
 * (apps/web/src/features/staff-board/components/kitchen-ticket.tsx), encoded for a Star printer by
 * ReceiptPrinterEncoder in StarPRNT or Star Line mode. What the kitchen must not miss — the order
 * number, the fulfilment, the time, each line's notes and allergens, the order's note and how it is
 * paid — is in bold; a cut ends each copy. A flagged order (decision 076) says "CALL BEFORE COOKING"
 * and why under its heading, in reverse like REPRINT, before anything to cook. A line's allergens are those it was sold with: its dish's
 * and its options' together (issue 31).
 */

/** The CloudPRNT media types the tickets are offered in, the printer's choice (Star's names). */
export const TICKET_MEDIA_TYPES = {
  'application/vnd.star.starprnt': 'star-prnt',
  'application/vnd.star.line': 'star-line',
} as const;
export type TicketMediaType = keyof typeof TICKET_MEDIA_TYPES;

export const isTicketMediaType = (type: string): type is TicketMediaType =>
  Object.hasOwn(TICKET_MEDIA_TYPES, type);

export type TicketOptions = {
  mediaType: TicketMediaType;
  /** Characters a line: 48 on 80 mm paper, 32 on 58 mm */
  columns: number;
  copies: number;
  restaurantName: string;
  /** Printed again from the board: said on top, so nobody cooks it twice */
  reprint: boolean;
  /** The order was changed (issue 49): what changed, printed on top under "CHANGED" */
  change?: OrderChangeSummary | undefined;
};

const text = staffMessages.ticket;
const orderText = staffMessages.order;
const paperText = printerMessages.ticket;
const when = (iso: string) => `${formatDublinTime12h(new Date(iso))}, ${formatDublinDate(new Date(iso))}`;

/** How far a line's options, note and allergens stand in under its dish. */
const INDENT = '   ';

/**
 * Text under a dish, wrapped to the paper here rather than by the printer, so that every line of it,
 * the wrapped ones too, keeps the indent (issue 47: a wrapped allergen line lost it); a word longer
 * than the line is broken.
 */
function indented(text: string, columns: number): string[] {
  const width = columns - INDENT.length;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest !== ''; ) {
      const room = current === '' ? width : width - current.length - 1;
      if (rest.length <= room) {
        current = current === '' ? rest : `${current} ${rest}`;
        rest = '';
      } else if (current !== '') {
        lines.push(current);
        current = '';
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  if (current !== '') lines.push(current);
  return lines.map((line) => `${INDENT}${line}`);
}

/** The order's allergens, each once, by name: the card's and the ticket page's summary. */
export const allergensOf = (order: BoardOrder) =>
  [...new Set(order.lines.flatMap((line) => line.allergens))].map(allergenName);

export function encodeKitchenTicket(order: BoardOrder, options: TicketOptions): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    language: TICKET_MEDIA_TYPES[options.mediaType],
    columns: options.columns,
    // Paper fed past the cutter before each cut, so the last line is not cut through.
    feedBeforeCut: 4,
  });
  encoder.initialize().codepage('auto');
  for (let copy = 1; copy <= options.copies; copy += 1) {
    writeCopy(encoder, order, options, copy);
    encoder.cut();
  }
  return encoder.encode();
}

function writeCopy(encoder: ReceiptPrinterEncoder, order: BoardOrder, options: TicketOptions, copy: number) {
  const { columns } = options;
  const delivery = order.fulfilment === 'delivery';
  const amountRow = (label: string, cents: number, sign = '') => {
    const amount = `${sign}${formatEuro(cents)}`;
    return encoder.table(
      [
        { width: columns - amount.length - 1, align: 'left' },
        { width: amount.length, align: 'right' },
      ],
      [[label, amount]],
    );
  };

  encoder.align('center');
  if (options.reprint)
    encoder.invert(true).bold(true).line(` ${paperText.reprint} `).bold(false).invert(false);
  if (options.change) writeChange(encoder, options.change, columns);
  encoder.align('center').line(options.restaurantName);
  encoder.bold(true).size(2, 2).line(`#${order.reference}`).size(1, 1);
  encoder
    .size(1, 2)
    .line((delivery ? orderText.delivery : orderText.collection).toUpperCase())
    .size(1, 1);
  encoder.line(`${text.due}: ${when(order.ready_at ?? order.scheduled_at)}`).bold(false);
  encoder.line(`${text.placed}: ${when(order.placed_at)}`);
  if (options.copies > 1) encoder.line(paperText.copy(copy, options.copies));
  encoder.align('left').rule();
  if (order.call_first) {
    encoder.align('center').invert(true).bold(true).line(` ${paperText.callFirst} `).invert(false);
    encoder.align('left').line(`${paperText.reason}: ${order.call_first.reason}`).bold(false).rule();
  }

  for (const line of order.lines) {
    const amount = formatEuro(line.line_total_cents);
    encoder.bold(true);
    encoder.table(
      [
        { width: columns - amount.length - 1, align: 'left' },
        { width: amount.length, align: 'right' },
      ],
      [[`${line.quantity} x ${line.name}`, amount]],
    );
    encoder.bold(false);
    const under = (text: string) => {
      for (const part of indented(text, columns)) encoder.line(part);
    };
    for (const option of line.options) under(`${option.variation}: ${option.label}`);
    if (line.note) {
      encoder.bold(true);
      under(`${paperText.note}: ${line.note}`);
      encoder.bold(false);
    }
    if (line.allergens.length > 0) {
      encoder.bold(true);
      under(`${paperText.allergens}: ${line.allergens.map(allergenName).join(', ')}`);
      encoder.bold(false);
    }
  }
  encoder.rule();
  // A phone order's allergy answer (issue 49), in bold and reversed when there is one.
  if (order.allergy?.answer === 'yes')
    encoder
      .invert(true)
      .bold(true)
      .line(` ${phoneOrderMessages.allergyLine(order.allergy.details ?? '')} `)
      .bold(false)
      .invert(false);
  else if (order.allergy?.answer === 'no') encoder.line(phoneOrderMessages.allergyNone);
  if (order.order_note) encoder.bold(true).line(`${paperText.orderNote}: ${order.order_note}`).bold(false);
  const allergens = allergensOf(order);
  if (allergens.length > 0) {
    encoder
      .bold(true)
      .line(`${paperText.allergens}: ${allergens.join(', ')}`)
      .bold(false);
  }
  if (order.order_note || allergens.length > 0) encoder.rule();

  encoder.bold(true).line(order.contact_name).bold(false);
  encoder.line(order.contact_phone);
  if (order.delivery_address) writeDeliveryAddress(encoder, order.delivery_address);
  else if (order.address) encoder.line(order.address);
  encoder.rule();

  amountRow(text.products, order.subtotal_cents);
  if (delivery) amountRow(text.deliveryFee, order.delivery_fee_cents);
  if (order.discount_cents > 0) amountRow(text.discount, order.discount_cents, '-');
  // The deposit on cans and bottles: its own line, never discounted (decision 046).
  if (order.deposit_cents > 0) amountRow(vatMessages.deposit, order.deposit_cents);
  encoder.bold(true);
  amountRow(text.total, order.total_cents);
  encoder.align('center').size(1, 2);
  // The words of every surface (orderPaymentWording): a card order, paid or refunded, never says cash.
  encoder.line(orderPaymentWording(order).toUpperCase());
  // A changed card order's difference not yet paid (issue 49): the driver or the counter takes it.
  if (order.to_pay_cents > 0) encoder.line(orderChangeMessages.toPay(order.to_pay_cents).toUpperCase());
  encoder.size(1, 1).bold(false).align('left');
}

/**
 * Where the driver goes (issue 29): house and floor, road, the place on the map, the Eircode in
 * bold, and a QR code of the directions link for the driver's phone. A printer that cannot print QR
 * codes skips it (the encoder's relaxed errors); the coordinates printed below do the same job.
 */
function writeDeliveryAddress(encoder: ReceiptPrinterEncoder, address: DeliveryAddress) {
  for (const line of deliveryAddressLines(address)) encoder.line(line);
  if (address.eircode) encoder.bold(true).line(`${paperText.eircode}: ${address.eircode}`).bold(false);
  if (address.map_url) {
    encoder.align('center').qrcode(address.map_url, { model: 2, size: 5, errorlevel: 'm' });
    encoder.line(paperText.scanForDirections).align('left');
  }
  encoder.line(paperText.coordinates(address.latitude.toFixed(5), address.longitude.toFixed(5)));
}
