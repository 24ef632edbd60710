/*
 * The HTML part of the e-mails about an order (issue 47, decision 067): the same words as the text
 * part, laid out as a simple page that mail programs show alike. Mail programs drop <style> blocks
 * and external sheets, so every style is inline; tables lay the page out, because that is what
 * every mail program draws the same; nothing is loaded from outside (no images, no fonts).
 *
 * Every piece of text reaches the HTML through the `html` tag, which escapes what is put into it:
 * a dish note or a customer's name such as `<script>` arrives as text, never as markup.
 */

const RAW = Symbol('html');

/** A piece of HTML made by the `html` tag: its text is already escaped. */
export type Html = { readonly [RAW]: string };

/** What the `html` tag takes: text (escaped), numbers, HTML made by the tag, lists of them; nothing for null/false. */
export type HtmlValue = string | number | Html | null | undefined | false | readonly HtmlValue[];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const isHtml = (value: unknown): value is Html => typeof value === 'object' && value !== null && RAW in value;

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (isHtml(value)) return value[RAW];
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** A template of HTML: what is put into it is escaped, unless the tag made it. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return { [RAW]: out };
}

/** The HTML a piece stands for. */
export const htmlText = (value: HtmlValue): string => render(value);

/** The colours and type of every e-mail: dark text on white, contrasts of 7:1 and more. */
export const emailStyle = {
  text: 'color:#1f1a17;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;',
  muted: 'color:#574e47;font-size:14px;line-height:1.45;',
  heading: 'margin:0 0 8px;font-size:22px;line-height:1.3;font-weight:bold;color:#1f1a17;',
  paragraph: 'margin:0 0 16px;',
  cell: 'padding:8px 0;border-bottom:1px solid #e4ddd3;vertical-align:top;text-align:left;',
  amount:
    'padding:8px 0 8px 12px;border-bottom:1px solid #e4ddd3;vertical-align:top;text-align:right;white-space:nowrap;',
} as const;

/** Paragraphs, one a block of text, its lines kept (the text part's blank lines part them). */
export const paragraphs = (blocks: readonly string[]): Html =>
  html`${blocks.map((block) => html`<p style="${emailStyle.paragraph}">${lineBreaks(block)}</p>`)}`;

/** Text whose line breaks are kept as <br>. */
export const lineBreaks = (text: string): Html =>
  html`${text.split('\n').map((line, index) => html`${index > 0 ? html`<br>` : ''}${line}`)}`;

/**
 * A whole e-mail: its title (the subject), its body, and the footer of small print (the restaurant,
 * its address, who sells and the VAT number). One column of at most 600 px, which narrows with the
 * screen: a phone of 375 px shows it without scrolling sideways.
 */
export function emailDocument({
  title,
  body,
  footer,
}: {
  title: string;
  body: Html;
  footer: readonly string[];
}) {
  return htmlText(html`<!doctype html>
<html lang="en-IE">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4efe6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4efe6;">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 20px;${emailStyle.text}">
${body}
</td></tr>
<tr><td style="padding:16px 20px 24px;border-top:1px solid #e4ddd3;${emailStyle.text}${emailStyle.muted}">
${footer.map((line, index) => html`${index > 0 ? html`<br>` : ''}${line}`)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`);
}
