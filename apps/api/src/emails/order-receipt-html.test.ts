import { dublinInstant, NO_TIPS } from '@tiffin/core';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import type { RestaurantSettings } from '../modules/restaurant/index.ts';
import { orderStatusNews, paymentRefundedNews, readyLaterNews } from './order-news.ts';
import { orderReceipt, type ReceiptOrder } from './order-receipt.ts';

/*
 * Issue 47: the receipt and the order's news carry an HTML part beside the text, saying the same,
 * with the seller's legal name and VAT number; whatever anyone typed arrives in it as text.
 */

const restaurant = {
  name: 'Tiffin',
  email: 'orders@tiffin.ie',
  phones: ['062 61234'],
  addressLine: '42 Main Street',
  town: 'Cashel',
  county: 'Co. Tipperary',
  legalName: 'Tiffin Cashel Ltd',
  vatNumber: 'IE1234567FA',
  tipSettings: NO_TIPS,
} as RestaurantSettings;
const aoife = { firstName: 'Aoife', emailVerifiedAt: new Date('2026-11-01T10:00:00Z') };

const order: ReceiptOrder = {
  reference: 'ACD347',
  contact: { name: 'Aoife Ryan', number: '0871234567' },
  delivery: { address: '3 Rock View, Cashel', distanceKm: 1.2 },
  scheduledAt: dublinInstant('2026-11-27', '18:30'),
  scheduledTime: '18:30',
  lines: [
    {
      name: 'Korma',
      quantity: 1,
      options: [{ variation: 'Protein', label: 'King prawn', price_cents: 350 }],
      note: 'Mild, please',
      allergens: ['crustaceans', 'milk', 'tree_nuts'],
    },
    { name: 'Coca-Cola (330ml can)', quantity: 2, options: [], note: null, allergens: [] },
  ],
  priced: {
    lines: [
      { unitPriceCents: 1745, lineTotalCents: 1745, quantity: 1 },
      { unitPriceCents: 250, lineTotalCents: 500, quantity: 2 },
    ],
    totals: {
      subtotalCents: 2245,
      deliveryFeeCents: 350,
      discountCents: 200,
      depositCents: 30,
      totalCents: 2425,
    },
  },
  couponCode: 'WELCOME',
  vat: [
    { rate_basis_points: 2300, vat_cents: 93 },
    { rate_basis_points: 900, vat_cents: 164 },
  ],
  orderNote: 'Ring the bell',
  payment: { state: 'card_paid', totalCents: 2425 },
  tipCents: 0,
};

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** The document as a browser parses it (parse5, the WHATWG algorithm). */
const parsed = (html: string | undefined) => {
  if (!html) throw new Error('the letter has no HTML');
  return parse(html);
};
function* elementsOf(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elementsOf(child);
  if ('content' in node) yield* elementsOf(node.content);
}
/** Blocks and cells, which a browser sets apart as a line break sets lines apart. */
const APART = new Set(['p', 'h1', 'td', 'th', 'tr', 'table', 'thead', 'tbody', 'tfoot', 'body']);
/** The text a node shows, as a browser shows it. */
const textOf = (node: Node): string => {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  if (node.nodeName === 'br') return '\n';
  const inner = 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
  return APART.has(node.nodeName) ? ` ${inner} ` : inner;
};
const find = (node: Node, tagName: string) =>
  [...elementsOf(node)].filter((element) => element.tagName === tagName);
const bodyOf = (html: string | undefined) => find(parsed(html), 'body')[0] as Element;
/** The words of a text, the separators the two parts lay out differently (':', '·') left out. */
const wordsOf = (text: string) =>
  text
    .replace(/[:·]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '')
    .sort();

describe('the receipt’s HTML part', () => {
  const receipt = orderReceipt(order, restaurant, aoife);

  it('says what the text part says, word for word, laid out as a table of lines and totals', () => {
    // The table's two headings are all the HTML adds: what a screen reader announces for each cell.
    const htmlWords = wordsOf(textOf(bodyOf(receipt.html)));
    for (const heading of ['Item', 'Amount']) htmlWords.splice(htmlWords.indexOf(heading), 1);
    expect(htmlWords).toEqual(wordsOf(receipt.text));
    const table = find(bodyOf(receipt.html), 'table').find((element) =>
      element.childNodes.some((child) => child.nodeName === 'thead'),
    );
    if (!table) throw new Error('no table of lines');
    const rows = find(table, 'tr').map((row) => textOf(row).replace(/\s+/g, ' ').trim());
    expect(rows).toEqual([
      'Item Amount',
      '1 × Korma Protein: King prawn (+€3.50) Note: Mild, please Allergens: Crustaceans, Milk, Tree nuts €17.45',
      '2 × Coca-Cola (330ml can) €5.00',
      'Products €22.45',
      'Delivery Fee €3.50',
      'Discount (WELCOME) -€2.00',
      'Deposit (Re-turn) €0.30',
      'Total €24.25',
      'VAT 9%: €1.64',
      'VAT 23%: €0.93',
    ]);
    expect(find(table, 'th').filter((cell) => cell.attrs.some((attr) => attr.name === 'scope'))).toHaveLength(
      2 + 5,
    );
  });

  it('is a whole document in English, titled by the subject, its styles inline and nothing loaded', () => {
    const document = parsed(receipt.html);
    expect(find(document, 'html')[0]?.attrs).toContainEqual({ name: 'lang', value: 'en-IE' });
    expect(textOf(find(document, 'title')[0] as Element)).toBe('Your order #ACD347 at Tiffin');
    expect(find(document, 'style')).toEqual([]);
    expect(find(document, 'img')).toEqual([]);
    expect(find(document, 'link')).toEqual([]);
    expect(find(document, 'a').map((link) => link.attrs.find((attr) => attr.name === 'href')?.value)).toEqual(
      ['tel:06261234'],
    );
  });

  it('ends with the restaurant, its address, its legal name and VAT number, in both parts', () => {
    const footer = [
      'Tiffin',
      '42 Main Street, Cashel, Co. Tipperary',
      'Tiffin Cashel Ltd',
      'VAT number IE1234567FA',
    ];
    expect(receipt.text.endsWith(footer.join('\n'))).toBe(true);
    const cells = find(bodyOf(receipt.html), 'td');
    expect(
      textOf(cells.at(-1) as Element)
        .trim()
        .split(/\s*\n\s*|\s{2,}/),
    ).toEqual(footer);
    const unnamed = orderReceipt(order, { ...restaurant, legalName: null, vatNumber: null }, aoife);
    expect(unnamed.text).not.toContain('VAT number');
    expect(unnamed.html).not.toContain('VAT number');
    expect(unnamed.text.endsWith('Tiffin\n42 Main Street, Cashel, Co. Tipperary')).toBe(true);
  });

  it('shows what anyone typed as text, never as markup: a name, a note or a reason of <script>', () => {
    const script = '<script>alert("x")</script>';
    const typed: ReceiptOrder = {
      ...order,
      contact: { name: script, number: '0871234567' },
      lines: order.lines.map((line) => ({ ...line, note: `${script} & <b>bold</b>` })),
      orderNote: `<img src=x onerror=alert(1)>\n'quoted'`,
    };
    const letter = orderReceipt(typed, { ...restaurant, name: 'Tiffin <Cashel>' }, aoife);
    const document = parsed(letter.html);
    expect(find(document, 'script')).toEqual([]);
    expect(find(document, 'b')).toEqual([]);
    expect(find(document, 'img')).toEqual([]);
    const text = textOf(bodyOf(letter.html));
    expect(text).toContain(`Thank you, ${script}: Tiffin <Cashel> has your order #ACD347.`);
    expect(text).toContain(`Note: ${script} & <b>bold</b>`);
    expect(text).toContain('<img src=x onerror=alert(1)>');
    expect(letter.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(letter.html).toContain('&#39;quoted&#39;');
  });

  it('to an address not yet proved, leaves out what was typed there too, and says so', () => {
    const letter = orderReceipt(order, restaurant, { emailVerifiedAt: null });
    for (const typed of ['Aoife Ryan', 'Mild, please', 'Ring the bell', '3 Rock View']) {
      expect(letter.html).not.toContain(typed);
    }
    expect(letter.html).toContain('until you confirm your e-mail address');
    expect(letter.html).toContain('Deliver to: the address given with the order (1.20 km)');
  });
});

describe('the order’s news in HTML', () => {
  const changed = {
    reference: 'ACD347',
    fulfilment: 'collection' as const,
    readyAt: null,
    cancelReason: 'Out of <b>chicken</b> & rice',
    totalCents: 2500,
    canceledByCustomer: false,
  };
  const footer = [
    'Tiffin',
    '062 61234',
    '42 Main Street, Cashel, Co. Tipperary',
    'Tiffin Cashel Ltd',
    'VAT number IE1234567FA',
  ];

  it('says the status, the payment and the footer with the VAT number, as the text does', () => {
    const news = orderStatusNews(
      { ...changed, status: 'canceled', payment: { state: 'nothing_due', totalCents: 2500 } },
      aoife,
      restaurant,
    );
    expect(news.letter.text).toBe(
      [
        'Hello Aoife,',
        '',
        'Tiffin cancelled your order #ACD347: Out of <b>chicken</b> & rice Nothing is due.',
        '',
        'Payment: Nothing due',
        '',
        ...footer,
      ].join('\n'),
    );
    const body = bodyOf(news.letter.html);
    expect(find(body, 'p').map((paragraph) => textOf(paragraph).trim())).toEqual([
      'Hello Aoife,',
      'Tiffin cancelled your order #ACD347: Out of <b>chicken</b> & rice Nothing is due.',
      'Payment: Nothing due',
    ]);
    expect(find(body, 'b')).toEqual([]);
    expect(wordsOf(textOf(body))).toEqual(wordsOf(news.letter.text));
  });

  it('is there for every status, a later ready time and a refunded payment', () => {
    const later = readyLaterNews(
      { reference: 'ACD347', fulfilment: 'delivery', readyAt: new Date('2026-11-27T19:10:00Z') },
      aoife,
      restaurant,
    );
    const refunded = paymentRefundedNews(
      { amountCents: 2500, reason: 'The slot was full.' },
      aoife,
      restaurant,
    );
    const statuses = (['confirmed', 'processing', 'handover', 'delivered', 'refunded'] as const).map(
      (status) =>
        orderStatusNews(
          {
            ...changed,
            status,
            readyAt: new Date('2026-11-27T18:30:00Z'),
            payment: { state: 'card_paid', totalCents: 2500 },
          },
          aoife,
          restaurant,
        ).letter,
    );
    for (const letter of [later.letter, refunded.letter, ...statuses]) {
      expect(wordsOf(textOf(bodyOf(letter.html)))).toEqual(wordsOf(letter.text));
      expect(letter.html).toContain('VAT number IE1234567FA');
    }
  });
});
