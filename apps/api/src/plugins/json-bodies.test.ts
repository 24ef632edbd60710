import { describe, expect, it } from 'vitest';
import { jsonNestingDepth } from './json-bodies.ts';

describe('the depth of a JSON body', () => {
  it('counts nested arrays and objects, not the brackets inside strings', () => {
    expect(jsonNestingDepth('"plain"')).toBe(0);
    expect(jsonNestingDepth('{"cart":[{"variations":[{"values":{"label":["Hot"]}}]}]}')).toBe(7);
    expect(jsonNestingDepth('{"note":"[[[{{{ \\" ]]]"}')).toBe(1);
    expect(jsonNestingDepth(`${'['.repeat(5000)}${']'.repeat(5000)}`)).toBe(5000);
  });
});
