import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/architecture.md says what the server's modules are and which jobs run on a timer (issue 48).
 * Both are read from the code here, so the page cannot drift from it: a module added, removed or
 * described anew in its index.ts, or a job registered in app.ts, fails this until the page says so.
 */
const repoRoot = join(import.meta.dirname, '../../..');
const page = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');
const modulesFolder = join(import.meta.dirname, 'modules');

/** The lines of the page's section under a heading, up to the next heading. */
function section(heading: string): string[] {
  const lines = page.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`docs/architecture.md has no "${heading}"`);
  const end = lines.findIndex((line, index) => index > start && /^#{1,4} /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The first paragraph of a file's first docblock, its lines joined. */
function firstDocParagraph(source: string): string {
  const block = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
  const lines = block.split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trim());
  const text = lines.join('\n').trim();
  return text.split(/\n\s*\n/)[0]?.replace(/\s*\n\s*/g, ' ') ?? '';
}

describe('docs/architecture.md', () => {
  it("lists every server module, one line each, as its index.ts's first docblock says it", () => {
    const modules = readdirSync(modulesFolder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(modulesFolder, entry.name, 'index.ts')))
      .map((entry) => entry.name)
      .sort();
    expect(modules.length).toBeGreaterThan(20);
    const expected = modules.map((name) => {
      const line = firstDocParagraph(readFileSync(join(modulesFolder, name, 'index.ts'), 'utf8'));
      expect(line, `modules/${name}/index.ts begins with a docblock`).not.toBe('');
      return `- \`${name}\`: ${line}`;
    });
    const listed = section('### Modules').filter((line) => line.startsWith('- `'));
    // On a difference, the expected list is the one to paste into the page.
    expect(listed.join('\n')).toBe(expected.join('\n'));
  });

  it('names every job app.ts runs on a timer, and how many there are', () => {
    const app = readFileSync(join(import.meta.dirname, 'app.ts'), 'utf8');
    const jobs = [...app.matchAll(/scheduler\.every\(\s*'([^']+)'/g)].map((match) => match[1]);
    expect(jobs.length).toBeGreaterThan(0);
    const lines = section('## Background work');
    const listed = lines
      .filter((line) => line.startsWith('- `'))
      .map((line) => /^- `([^`]+)`/.exec(line)?.[1]);
    expect(listed).toEqual(jobs);
    const count = [
      'no',
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      'eleven',
      'twelve',
    ][jobs.length];
    expect(lines.join(' ')).toMatch(new RegExp(`\\b${count} jobs run on a timer`, 'i'));
  });
});
