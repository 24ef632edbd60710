import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const src = path.join(import.meta.dirname, '..');
/** A call that replaces a module (this file's own source only names it). */
const REPLACES_A_MODULE = /\bvi\.mock\(/;

it('names every test file that replaces a module *.mocks.test, so it runs isolated (vite.config.ts)', () => {
  const testFiles = fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file));
  const replacing = testFiles.filter((file) =>
    REPLACES_A_MODULE.test(fs.readFileSync(path.join(src, file), 'utf8')),
  );
  expect(replacing.filter((file) => !/\.mocks\.test\.tsx?$/.test(file))).toEqual([]);
});
