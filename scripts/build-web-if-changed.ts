import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm start`'s build: the web app is built when what it is built from has changed since its last
 * build, and left as it is otherwise, so a second start takes the server's own seconds. What it is
 * built from: the web app's and core's sources and settings, and the lockfile (the libraries). The
 * last build's fingerprint is kept beside the server-rendering build, which the server never serves.
 */
const root = path.join(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/pwa.config.ts',
  'apps/web/app-after-first-paint.ts',
  'packages/core/src',
  'packages/core/package.json',
  'package-lock.json',
];
const outputs = ['dist/index.html', 'dist-server/entry-server.js'].map((file) => path.join(web, file));
const fingerprintFile = path.join(web, 'dist-server', '.built-from');

function filesOf(input: string): string[] {
  const full = path.join(root, input);
  if (!fs.statSync(full).isDirectory()) return [input];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const hash = createHash('sha256');
for (const file of inputs.flatMap(filesOf).sort()) {
  hash
    .update(file)
    .update('\0')
    .update(fs.readFileSync(path.join(root, file)))
    .update('\0');
}
const fingerprint = hash.digest('hex');

const built = outputs.every((file) => fs.existsSync(file));
if (built && fs.existsSync(fingerprintFile) && fs.readFileSync(fingerprintFile, 'utf8') === fingerprint) {
  console.log('The web app is built from these sources already.');
} else {
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@tiffin/web'], {
    stdio: 'inherit',
    cwd: root,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(fingerprintFile, fingerprint);
}
