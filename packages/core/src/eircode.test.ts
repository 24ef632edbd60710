import { describe, expect, it } from 'vitest';
import {
  compactEircode,
  eircodeRoutingKey,
  formatEircode,
  isEircode,
  isEircodeRoutingKey,
} from './eircode.ts';

describe('Eircodes', () => {
  it('accepts one typed with or without the space, in any case', () => {
    expect(isEircode('E25 X9T4')).toBe(true);
    expect(isEircode('e25x9t4')).toBe(true);
    expect(isEircode(' d6w  1234 ')).toBe(true);
  });

  it('refuses a wrong length, a routing key of the wrong shape, or letters An Post does not use', () => {
    expect(isEircode('E25 X9T')).toBe(false);
    expect(isEircode('E25 X9T45')).toBe(false);
    expect(isEircode('B25 X9T4')).toBe(false); // no B in routing keys
    expect(isEircode('E2X X9T4')).toBe(false);
    expect(isEircode('E25 X9TO')).toBe(false); // no O
  });

  it('keeps it compact and upper-case, and shows it with one space', () => {
    expect(compactEircode(' e25 x9t4 ')).toBe('E25X9T4');
    expect(formatEircode('e25x9t4')).toBe('E25 X9T4');
    expect(formatEircode('e25')).toBe('E25');
  });

  it('finds the routing key of a whole Eircode or of a routing key alone', () => {
    expect(isEircodeRoutingKey('e25')).toBe(true);
    expect(eircodeRoutingKey('E25 X9T4')).toBe('E25');
    expect(eircodeRoutingKey('e41')).toBe('E41');
    expect(eircodeRoutingKey('Cashel')).toBeUndefined();
  });
});
