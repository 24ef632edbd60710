import { describe, expect, it } from 'vitest';
import { mapMessages } from './map-messages';
import { staffMessages } from './staff-messages';
import { staffSettingsMessages } from './staff-settings-messages';

/*
 * The words only the browser says (issue 48: moved here from core, which keeps the ones the server
 * says too), held to the rules core's own messages test holds its words to.
 */
const browserOnly = { mapMessages, staffMessages, staffSettingsMessages };

/** Sample values of each kind a message takes: a word, a count, a moment. */
const SAMPLES = ['Sample', 3, new Date('2026-12-03T18:00:00Z')];

/** What a message function says, called with the first kind of sample it takes for every parameter. */
function said(message: (...args: unknown[]) => unknown): unknown {
  for (const sample of SAMPLES) {
    try {
      return message(...Array.from({ length: message.length }, () => sample));
    } catch {
      // Not this kind: the next.
    }
  }
  throw new Error(`no sample fits ${message.toString()}`);
}

/** Every text of a tree of messages, its functions called with sample values. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return texts(said(value as (...args: unknown[]) => unknown));
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

describe('the words only the browser says', () => {
  it('spell "cancelled" one way, as the spec does', () => {
    expect(texts(browserOnly).filter((text) => /\bcancel(ed|ing)\b/i.test(text))).toEqual([]);
  });

  it('have no empty text and nothing left undefined', () => {
    expect(texts(browserOnly).filter((text) => text.trim() === '' || /undefined|NaN/.test(text))).toEqual([]);
  });
});
