import { tipMessages } from '@tiffin/core';
import { emailDocument, emailStyle, type Html, html, lineBreaks } from './html.ts';
import type { ReceiptView } from './receipt-view.ts';

/**
 * The receipt's HTML part (issue 47): the text part's words, with the lines, options, allergens,
 * totals and VAT by rate as a table of two columns (what, and how much), for a screen reader a
 * table with its headers; the restaurant, its address, legal name and VAT number in the footer.
 */
export function receiptHtml({
  title,
  thanks,
  view,
  unprovedNote,
  callUs,
  phone,
  footer,
}: {
  title: string;
  thanks: string;
  view: ReceiptView;
  unprovedNote: string | null;
  callUs: string;
  phone: string;
  footer: readonly string[];
}): string {
  const body = html`<h1 style="${emailStyle.heading}">${thanks}</h1>
<p style="${emailStyle.paragraph}">${view.facts.map((fact, index) => html`${index > 0 ? html`<br>` : ''}${fact}`)}</p>
${linesTable(view)}
${view.orderNote ? html`<p style="${emailStyle.paragraph}">${lineBreaks(view.orderNote)}</p>` : ''}
<p style="${emailStyle.paragraph}"><strong>${view.allergens}</strong></p>
${tipsNoticeHtml(view)}
${unprovedNote ? html`<p style="${emailStyle.paragraph}">${unprovedNote}</p>` : ''}
<p style="margin:0;">${withPhoneLink(callUs, phone)}</p>`;
  return emailDocument({ title, body, footer });
}

const headerCell = 'padding:0 0 6px;border-bottom:2px solid #1f1a17;font-size:14px;';
const totalLabel = 'padding:6px 0 0;font-weight:normal;text-align:left;';
const totalAmount = 'padding:6px 0 0 12px;text-align:right;white-space:nowrap;';

function linesTable(view: ReceiptView): Html {
  const last = view.totals.length - 1;
  return html`<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 16px;">
<thead><tr><th scope="col" style="${headerCell}text-align:left;">Item</th><th scope="col" style="${headerCell}text-align:right;">Amount</th></tr></thead>
<tbody>
${view.lines.map(
  (
    line,
  ) => html`<tr><td style="${emailStyle.cell}word-break:break-word;"><strong>${line.item}</strong>${line.details.map(
    (detail) => html`<br><span style="${emailStyle.muted}">${lineBreaks(detail)}</span>`,
  )}</td><td style="${emailStyle.amount}">${line.amount}</td></tr>
`,
)}</tbody>
<tfoot>
${view.totals.map((total, index) =>
  index === last
    ? html`<tr><th scope="row" style="${totalLabel}font-weight:bold;font-size:18px;">${total.label}</th><td style="${totalAmount}font-weight:bold;font-size:18px;">${total.amount}</td></tr>
`
    : html`<tr><th scope="row" style="${totalLabel}">${total.label}</th><td style="${totalAmount}">${total.amount}</td></tr>
`,
)}${view.vat.map(
  (
    vat,
  ) => html`<tr><td colspan="2" style="padding:4px 0 0;text-align:right;${emailStyle.muted}">${vat}</td></tr>
`,
)}</tfoot>
</table>`;
}

/** The tips notice (issue 51, s.4E) under its heading, a paragraph each. */
function tipsNoticeHtml(view: ReceiptView): Html | string {
  if (view.tipsNotice.length === 0) return '';
  return html`<h2 style="${emailStyle.paragraph}font-size:16px;">${tipMessages.pageTitle}</h2>
${view.tipsNotice.map(
  (paragraph) => html`<p style="${emailStyle.paragraph}${emailStyle.muted}">${paragraph}</p>
`,
)}`;
}

/** The sentence with the restaurant's number as a link a phone dials ('tel:+35362…'). */
function withPhoneLink(sentence: string, phone: string): Html {
  const at = phone === '' ? -1 : sentence.lastIndexOf(phone);
  if (at < 0) return html`${sentence}`;
  const dial = phone.replace(/[^\d+]/g, '');
  return html`${sentence.slice(0, at)}<a href="tel:${dial}" style="color:#8a3b12;">${phone}</a>${sentence.slice(at + phone.length)}`;
}
