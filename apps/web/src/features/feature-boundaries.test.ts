import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// Biome has no "any feature but this one" pattern, so apps/web/biome.json lists one override per
// feature; a new feature folder without one would be free to import the others.
it('every feature folder has its own import boundary in biome.json', () => {
  const featuresFolder = import.meta.dirname;
  const features = readdirSync(featuresFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const config = JSON.parse(readFileSync(join(featuresFolder, '../../biome.json'), 'utf8')) as {
    overrides: { includes: string[]; linter?: { rules?: { style?: { noRestrictedImports?: unknown } } } }[];
  };
  const bounded = config.overrides
    .filter((override) => override.linter?.rules?.style?.noRestrictedImports)
    .flatMap((override) => override.includes)
    .map((include) => /^src\/features\/([^/]+)\/\*\*$/.exec(include)?.[1])
    .filter((name) => name !== undefined);

  expect(features.length).toBeGreaterThan(0);
  expect(bounded.toSorted()).toEqual(features.toSorted());
});
