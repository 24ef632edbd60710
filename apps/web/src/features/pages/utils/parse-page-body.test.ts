import { describe, expect, it } from 'vitest';
import { firstParagraph, parsePageBody, splitEmails } from './parse-page-body';

describe('reading a page body', () => {
  it('makes paragraphs of text between blank lines and headings of lines starting ## ', () => {
    const body = 'Tiffin is a family-run restaurant.\n\n## Our kitchen\n\nSauces are made here.\nEvery day.';
    expect(parsePageBody(body)).toEqual([
      { kind: 'paragraph', text: 'Tiffin is a family-run restaurant.' },
      { kind: 'heading', text: 'Our kitchen' },
      { kind: 'paragraph', text: 'Sauces are made here. Every day.' },
    ]);
  });

  it('gathers lines starting - into one list, ending it at other text', () => {
    const body =
      'You can ask us to:\n- correct your data\n- delete your account\nWrite to us.\r\n\r\n- one more';
    expect(parsePageBody(body)).toEqual([
      { kind: 'paragraph', text: 'You can ask us to:' },
      { kind: 'list', items: ['correct your data', 'delete your account'] },
      { kind: 'paragraph', text: 'Write to us.' },
      { kind: 'list', items: ['one more'] },
    ]);
  });

  it('keeps markup as text', () => {
    expect(parsePageBody('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('finds the first paragraph for the description', () => {
    expect(firstParagraph(parsePageBody('## Title\n\nFirst words.\n\nMore.'))).toBe('First words.');
    expect(firstParagraph([])).toBeUndefined();
  });

  it('finds e-mail addresses in a line, leaving a full stop after one outside it', () => {
    expect(splitEmails('E-mail us at hello@tiffin-cashel.ie. Thanks')).toEqual([
      { kind: 'text', text: 'E-mail us at ' },
      { kind: 'email', text: 'hello@tiffin-cashel.ie' },
      { kind: 'text', text: '. Thanks' },
    ]);
    expect(splitEmails('No address')).toEqual([{ kind: 'text', text: 'No address' }]);
  });
});
