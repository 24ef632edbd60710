import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One owner per table (decision 062): a table is defined in the schema file of one module
 * (`modules/<owner>/*.schema.ts`), and only that module's files read or write it; the others go
 * through the owner's index.ts. This reads the source as it is: the imports of every file of every
 * module, resolved to the schema file that defines each name (through db/schema.ts's re-exports
 * too), and the SQL written by hand in template literals, by the tables it names.
 */
const src = join(import.meta.dirname);
const modulesDir = join(src, 'modules');
const dbSchema = join(src, 'db/schema.ts');

/**
 * The read models: a module allowed to read, and only read, another module's tables, named here
 * and nowhere else (and said in the module's index.ts). The accountant's reports add up the sales
 * in SQL (decision 048).
 */
const READ_MODELS: Record<string, readonly string[]> = {
  reports: [
    'orders',
    'orderLines',
    'orderVat',
    'orderStatusChanges',
    'payments',
    'orderRefunds',
    'orderRefundVat',
  ],
};

type Owned = { module: string; file: string };

const read = (file: string) => readFileSync(file, 'utf8');
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const moduleOf = (file: string) => relative(modulesDir, file).split(sep)[0] ?? '';
const isTestFile = (file: string) => /\.test\.ts$|\.testbed\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(dir, file));
}

const schemaFiles = sourceFiles(modulesDir).filter((file) => file.endsWith('.schema.ts'));

/** Every name a schema file exports (tables, their row types, their constants), with its owner. */
const ownerOfName = new Map<string, Owned>();
/** Every table by its SQL name, with its owner. */
const ownerOfTable = new Map<string, Owned & { name: string }>();
const definedTwice: string[] = [];
for (const file of schemaFiles) {
  const text = withoutComments(read(file));
  for (const [, name] of text.matchAll(/^export (?:const|type|function) (\w+)/gm)) {
    if (!name) continue;
    if (ownerOfName.has(name)) definedTwice.push(name);
    ownerOfName.set(name, { module: moduleOf(file), file });
  }
  for (const [, name, table] of text.matchAll(/^export const (\w+) = pgTable\(\s*'(\w+)'/gm)) {
    if (name && table) ownerOfTable.set(table, { module: moduleOf(file), file, name });
  }
}

type Import = { names: string[]; whole: boolean; from: string };

/** The import and re-export declarations of a file, each with the file it resolves to. */
function importsOf(file: string, source: string): Import[] {
  const text = withoutComments(source);
  const found: Import[] = [];
  const declaration = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+'([^']+)'/g;
  for (const [, , clause = '', path = ''] of text.matchAll(declaration)) {
    if (!path.startsWith('.')) continue;
    const named = /\{([\s\S]*)\}/.exec(clause)?.[1] ?? '';
    const names = named
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )
      .filter(Boolean);
    found.push({ names, whole: /\*/.test(clause), from: resolve(dirname(file), path) });
  }
  return found;
}

/** The tables the hand-written SQL of a file names (`from`, `join`, `into`, `update`). */
function tablesInSql(source: string): string[] {
  const text = withoutComments(source);
  const tables: string[] = [];
  for (const [literal] of text.matchAll(/`[^`]*`/g)) {
    for (const [, table] of literal.matchAll(/\b(?:from|join|into|update)\s+"?(\w+)"?/gi)) {
      if (table && ownerOfTable.has(table)) tables.push(table);
    }
  }
  return tables;
}

/** What a file of a module uses of other modules' tables: one line per use, `file: name (owner)`. */
function crossingsOf(file: string, source: string): string[] {
  if (isTestFile(file)) return [];
  const module = moduleOf(file);
  const mayRead = READ_MODELS[module] ?? [];
  const where = relative(src, file);
  const found: string[] = [];
  for (const { names, whole, from } of importsOf(file, source)) {
    if (from !== dbSchema && !from.endsWith('.schema.ts')) continue;
    // A schema file names another module's table in a foreign key: the database's own link.
    if (file.endsWith('.schema.ts') && from.endsWith('.schema.ts')) continue;
    if (whole) found.push(`${where}: the whole schema (${relative(src, from)})`);
    for (const name of names) {
      const owner = ownerOfName.get(name);
      if (!owner || owner.module === module || mayRead.includes(name)) continue;
      found.push(`${where}: ${name} (${owner.module})`);
    }
  }
  for (const table of tablesInSql(source)) {
    const owner = ownerOfTable.get(table);
    if (!owner || owner.module === module || mayRead.includes(owner.name)) continue;
    found.push(`${where}: ${table} in SQL (${owner.module})`);
  }
  return found;
}

describe('one owner per table', () => {
  it('defines every table in one module’s schema file, which db/schema.ts re-exports', () => {
    const text = withoutComments(read(dbSchema));
    expect(text).not.toMatch(/pgTable\(/);
    const reexported = [...text.matchAll(/^export \* from '([^']+)';$/gm)].map(([, path = '']) =>
      resolve(dirname(dbSchema), path),
    );
    expect(reexported.sort()).toEqual([...schemaFiles].sort());
    expect(text.replace(/^export \* from '[^']+';$/gm, '').trim()).toBe('');
    expect(definedTwice).toEqual([]);
    expect(ownerOfTable.size).toBeGreaterThan(40);
  });

  it('writes an instant and a list of allergens one way, with db/columns.ts', () => {
    for (const file of schemaFiles) {
      const text = withoutComments(read(file));
      expect(text, relative(src, file)).not.toMatch(/\btimestamp\(|\.array\(\)\.notNull\(\)\.default\(/);
    }
  });

  it('lets no module import another module’s table, or name it in its SQL', () => {
    const found = sourceFiles(modulesDir).flatMap((file) => crossingsOf(file, read(file)));
    expect(found).toEqual([]);
  });

  it('lets a read model read its tables, never write them', () => {
    for (const [module, tables] of Object.entries(READ_MODELS)) {
      for (const name of tables) expect(ownerOfName.get(name)?.module, name).not.toBe(module);
      for (const file of sourceFiles(join(modulesDir, module)).filter((file) => !isTestFile(file))) {
        expect(withoutComments(read(file)), relative(src, file)).not.toMatch(
          /\.(insert|update|delete)\(|\b(insert\s+into|update\s+\w+\s+set|delete\s+from)\b/i,
        );
      }
    }
  });

  it('finds a crossing however it is written, and lets a test, a read model and a foreign key be', () => {
    const file = (path: string) => join(modulesDir, path);
    const probes: [string, string][] = [
      [file('favourites/probe.ts'), "import { favourites, products } from '../../db/schema.ts';"],
      [file('orders/placement/probe.ts'), "import type { categories } from '../../menu/menu.schema.ts';"],
      [file('slots/probe.ts'), "import * as schema from '../../db/schema.ts';"],
      [
        file('orders/probe.ts'),
        'const text = `select o.id from variation_options o join  "products" p on true`;',
      ],
      [file('staff/probe.ts'), "export { restaurants as theRestaurants } from '../../db/schema.ts';"],
    ];
    expect(probes.map(([path, source]) => crossingsOf(path, source))).toEqual([
      ['modules/favourites/probe.ts: products (menu)'],
      ['modules/orders/placement/probe.ts: categories (menu)'],
      ['modules/slots/probe.ts: the whole schema (db/schema.ts)'],
      [
        'modules/orders/probe.ts: variation_options in SQL (menu)',
        'modules/orders/probe.ts: products in SQL (menu)',
      ],
      ['modules/staff/probe.ts: restaurants (restaurant)'],
    ]);
    const allowed: [string, string][] = [
      [file('favourites/probe.test.ts'), "import { products } from '../../db/schema.ts';"],
      [file('reports/probe.ts'), "import { orders, payments } from '../../db/schema.ts';"],
      [file('orders/probe.schema.ts'), "import { products } from '../menu/menu.schema.ts';"],
      [file('menu/probe.ts'), "import { products } from './menu.schema.ts';\n// select * from orders"],
    ];
    expect(allowed.flatMap(([path, source]) => crossingsOf(path, source))).toEqual([]);
  });
});
