/**
 * A page body as the server stores it (GET /api/v1/pages/{slug}): plain text, paragraphs separated
 * by blank lines, '## ' starting a heading, '- ' starting a list item. Turned into blocks for React
 * to render as text; nothing in it is ever treated as HTML.
 */
export type PageBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

const HEADING = /^##\s+/;
const LIST_ITEM = /^[-*]\s+/;

export function parsePageBody(body: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length > 0) blocks.push({ kind: 'list', items: list });
    list = [];
  };

  for (const rawLine of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      flushParagraph();
      flushList();
    } else if (HEADING.test(line)) {
      flushParagraph();
      flushList();
      blocks.push({ kind: 'heading', text: line.replace(HEADING, '') });
    } else if (LIST_ITEM.test(line)) {
      flushParagraph();
      list.push(line.replace(LIST_ITEM, ''));
    } else if (list.length > 0 && paragraph.length === 0 && /^\s/.test(rawLine)) {
      // An indented line continues the list item above it.
      list[list.length - 1] = `${list[list.length - 1]} ${line}`;
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** The first paragraph, for the page's meta description. */
export function firstParagraph(blocks: readonly PageBlock[]): string | undefined {
  const first = blocks.find((block) => block.kind === 'paragraph');
  return first?.kind === 'paragraph' ? first.text : undefined;
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'email'; text: string };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** Splits a line so that e-mail addresses in it can be links (mailto:). */
export function splitEmails(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL)) {
    const start = match.index;
    // A sentence's full stop after an address is not part of it.
    const address = match[0].replace(/\.+$/, '');
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'email', text: address });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
