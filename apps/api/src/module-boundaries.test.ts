import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * Each module is reached only through its index.ts (decision 039): biome.json's noRestrictedImports
 * refuses any other file of another module. These run the real linter on files as they would be
 * written, so the rule cannot be loosened without a test failing.
 */
const repoRoot = join(import.meta.dirname, '../../..');

const probes = {
  deepFromModule: [
    'apps/api/src/modules/customers/probe.ts',
    "import { placeOrder } from '../orders/place-order.ts';\nexport const probe = placeOrder;\n",
  ],
  deepFromModuleFolder: [
    'apps/api/src/modules/orders/placement/probe.ts',
    "import { recordPayment } from '../../payments/payments.service.ts';\nexport const probe = recordPayment;\n",
  ],
  // Any file of another module, not only its service, repository or routes (issue 48's first hole).
  anyFileFromModuleFolder: [
    'apps/api/src/modules/orders/placement/probe.ts',
    "import { dishPhotoFile } from '../../menu/dish-photo.ts';\nexport const probe = dishPhotoFile;\n",
  ],
  // Back into src and down into modules again (the second hole).
  throughModulesFolder: [
    'apps/api/src/modules/customers/probe.ts',
    "import { placeOrder } from '../../modules/orders/place-order.ts';\nexport const probe = placeOrder;\n",
  ],
  // Out to another folder of src and back down into modules (found in issue 48's table split).
  backThroughSrc: [
    'apps/api/src/modules/customers/probe.ts',
    "import { placeOrder } from '../../db/../modules/orders/place-order.ts';\nexport const probe = placeOrder;\n",
  ],
  backThroughSrcFromModuleFolder: [
    'apps/api/src/modules/orders/placement/probe.ts',
    "import { recordPayment } from '../../../lib/../modules/payments/payments.service.ts';\nexport const probe = recordPayment;\n",
  ],
  // A schema file names another module's table for a foreign key, from its schema file only.
  foreignKeyFromSchema: [
    'apps/api/src/modules/orders/probe.schema.ts',
    "import { products } from '../menu/menu.schema.ts';\nexport const probe = products;\n",
  ],
  serviceFromSchema: [
    'apps/api/src/modules/orders/probe.schema.ts',
    "import { requireProduct } from '../menu/menu.service.ts';\nexport const probe = requireProduct;\n",
  ],
  schemaFromModule: [
    'apps/api/src/modules/orders/probe.ts',
    "import { products } from '../menu/menu.schema.ts';\nexport const probe = products;\n",
  ],
  appFromModuleFolder: [
    'apps/api/src/modules/orders/placement/probe.ts',
    "import { buildApp } from '../../../app.ts';\nexport const probe = buildApp;\n",
  ],
  throughIndexFromModuleFolder: [
    'apps/api/src/modules/orders/placement/probe.ts',
    "import { AppError } from '../../../errors.ts';\nimport { markPaymentPlaced } from '../../payments/index.ts';\nimport * as repository from '../orders.repository.ts';\n\nexport const probe = [AppError, markPaymentPlaced, repository];\n",
  ],
  deepFromApp: [
    'apps/api/src/probe.ts',
    "import { orderRoutes } from './modules/orders/orders.routes.ts';\nexport const probe = orderRoutes;\n",
  ],
  throughIndex: [
    'apps/api/src/modules/customers/probe.ts',
    "import { AppError } from '../../errors.ts';\nimport { orderRoutes } from '../orders/index.ts';\nimport * as repository from './customers.repository.ts';\n\nexport const probe = [orderRoutes, AppError, repository];\n",
  ],
} as const;

/** What the linter says of each probe: written where it would be, linted in one run, removed. */
let verdicts: Record<keyof typeof probes, string>;

beforeAll(() => {
  const files = Object.entries(probes).map(([name, [path, source]]) => {
    const file = path.replace(/probe\./, `probe-${name}-${process.pid}.`);
    writeFileSync(join(repoRoot, file), source);
    return [name, file] as const;
  });
  try {
    const run = spawnSync(
      join(repoRoot, 'node_modules/.bin/biome'),
      ['lint', '--max-diagnostics=100', ...files.map(([, file]) => file)],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    const output = `${run.stdout}${run.stderr}`;
    verdicts = Object.fromEntries(
      files.map(([name, file]) => {
        const diagnostics = output.split(/\n(?=\S+\.ts:\d+:\d+ )/).filter((block) => block.startsWith(file));
        return [name, diagnostics.join('\n')];
      }),
    ) as typeof verdicts;
  } finally {
    for (const [, file] of files) rmSync(join(repoRoot, file), { force: true });
  }
}, 60_000);

describe('the modules’ entry points', () => {
  it("refuse a module's import of another module's file, also from a folder inside the module", () => {
    expect(verdicts.deepFromModule).toContain("A module reaches another only through that module's index.ts");
    expect(verdicts.deepFromModuleFolder).toContain('lint/style/noRestrictedImports');
  });

  it("refuse any file of another module from a module's folder, and a way round through src/modules", () => {
    expect(verdicts.anyFileFromModuleFolder).toContain(
      "A module reaches another only through that module's index.ts",
    );
    expect(verdicts.throughModulesFolder).toContain(
      "A module reaches another only through that module's index.ts",
    );
  });

  it('refuse a way out to another folder of src and back into modules', () => {
    expect(verdicts.backThroughSrc).toContain("A module reaches another only through that module's index.ts");
    expect(verdicts.backThroughSrcFromModuleFolder).toContain(
      "A module reaches another only through that module's index.ts",
    );
  });

  it("let a schema file name another's table for a foreign key, and nothing else of it", () => {
    expect(verdicts.foreignKeyFromSchema).toBe('');
    expect(verdicts.serviceFromSchema).toContain(
      "A module reaches another only through that module's index.ts",
    );
    expect(verdicts.schemaFromModule).toContain(
      "A module reaches another only through that module's index.ts",
    );
  });

  it('refuse app.ts to a module, also from a folder inside the module', () => {
    expect(verdicts.appFromModuleFolder).toContain('Modules take their dependencies from deps.ts');
  });

  it('refuse it from the app outside the modules', () => {
    expect(verdicts.deepFromApp).toContain('The app reaches a module only through its index.ts');
  });

  it("let a module use another's index.ts, the app's shared files, and its own files", () => {
    expect(verdicts.throughIndex).toBe('');
    expect(verdicts.throughIndexFromModuleFolder).toBe('');
  });

  it('know every depth a module has: its own files, and one folder inside it', () => {
    // biome.json's rule has a pattern for each of these two depths; a deeper file needs a third.
    const modules = join(repoRoot, 'apps/api/src/modules');
    const deeper = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && file.split(sep).length > 3,
    );
    expect(deeper).toEqual([]);
  });
});
