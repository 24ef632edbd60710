import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/**
 * The house's limit: no source file over 400 lines, so each keeps one job (the orders module keeps
 * under 350: modules/orders/module-size.test.ts). Tests are not held to it: a test file is a list of
 * cases.
 */
const SOURCE_MAX_LINES = 400;
const REPOSITORY = join(import.meta.dirname, '../../..');
const SOURCE_FOLDERS = ['apps/api/src', 'apps/web/src', 'packages/core/src', 'e2e', 'bench', 'scripts'];

const isSource = (file: string) =>
  /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.includes('node_modules');

it('keeps every source file of the repository under 400 lines', () => {
  const files = SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(join(REPOSITORY, folder), { recursive: true, encoding: 'utf8' })
      .filter(isSource)
      .map((file) => join(folder, file)),
  );
  expect(files.length).toBeGreaterThan(300);
  const tooLong = files
    .map((file) => ({ file, lines: readFileSync(join(REPOSITORY, file), 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > SOURCE_MAX_LINES);
  expect(tooLong).toEqual([]);
});
