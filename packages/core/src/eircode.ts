/**
 * Eircodes, Ireland's postcodes: a routing key (a letter and two digits, or D6W) and a unique
 * identifier of four characters, written 'E25 X9T4'. Customers type them with or without the space
 * and in any case; they are kept compact and upper-case, and shown with the space.
 */

// The letters An Post uses: no B, G, I, J, L, M, O, Q, S, U or Z.
const ROUTING_KEY = '(?:[AC-FHKNPRTV-Y]\\d{2}|D6W)';
const UNIQUE_IDENTIFIER = '[0-9AC-FHKNPRTV-Y]{4}';
const EIRCODE_PATTERN = new RegExp(`^${ROUTING_KEY}${UNIQUE_IDENTIFIER}$`);
const ROUTING_KEY_PATTERN = new RegExp(`^${ROUTING_KEY}$`);

/** Spaces removed, upper-case: 'e25 x9t4' → 'E25X9T4'. */
export function compactEircode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Whether the text, once compact, is a whole Eircode. */
export function isEircode(value: string): boolean {
  return EIRCODE_PATTERN.test(compactEircode(value));
}

/** Whether the text, once compact, is only a routing key ('E25'). */
export function isEircodeRoutingKey(value: string): boolean {
  return ROUTING_KEY_PATTERN.test(compactEircode(value));
}

/** 'E25X9T4' → 'E25 X9T4'; a routing key alone stays as it is. */
export function formatEircode(value: string): string {
  const compact = compactEircode(value);
  return compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

/** The routing key of a whole Eircode or of a routing key alone; undefined for anything else. */
export function eircodeRoutingKey(value: string): string | undefined {
  const compact = compactEircode(value);
  if (isEircode(compact) || isEircodeRoutingKey(compact)) return compact.slice(0, 3);
  return undefined;
}
