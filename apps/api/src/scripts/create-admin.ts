import { parseArgs } from 'node:util';
import { newStaffMemberSchema } from '@tiffin/core';
import { loadConfig } from '../config.ts';
import { configuredDatabase, openDatabase } from '../db/client.ts';
import { systemClock } from '../deps.ts';
import { AppError } from '../errors.ts';
import { addMember, newStaffPassword } from '../modules/staff/index.ts';

/**
 * `npm run staff:create-admin -- --email you@example.ie --name "Your Name" [--password-stdin]`
 * adds an admin to the database the server is configured with (DATABASE_URL, or PGlite in DATA_DIR:
 * stop the server first, PGlite takes one process at a time). The password is read from standard
 * input with --password-stdin; otherwise one is made and printed, once.
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
  },
});

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

const password = values['password-stdin'] ? await readStdin() : newStaffPassword();
const parsed = newStaffMemberSchema.safeParse({
  email: values.email,
  name: values.name,
  password,
  role: 'admin',
});
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  console.error(
    'Usage: npm run staff:create-admin -- --email you@example.ie --name "Your Name" [--password-stdin]',
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(configuredDatabase(config));
try {
  await database.migrate(config.migrationsDir);
  const admin = await addMember(
    { db: database.db, clock: systemClock },
    { member: parsed.data, createdBy: null },
  );
  process.stdout.write(`Admin ${admin.name} <${admin.email}> added.\n`);
  if (!values['password-stdin']) process.stdout.write(`Password (shown once): ${password}\n`);
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
