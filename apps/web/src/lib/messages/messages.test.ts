import { describe, expect, it } from 'vitest';
import { mapMessages } from './map-messages';
import { staffSettingsMessages } from './staff-settings-messages';

/*
 * The words only the browser says (issue 48: moved here from core, which keeps the ones the server
 * says too), held to the rules core's own messages test holds its words to.
 */
const browserOnly = { mapMessages, staffSettingsMessages };

/** Every text of a tree of messages, its functions called with a sample value for each parameter. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function')
    return texts(value(...Array.from({ length: value.length }, () => 'Sample')));
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
