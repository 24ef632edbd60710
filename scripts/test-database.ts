import pg from 'pg';

/**
 * `node scripts/test-database.ts create URL NAME` creates an empty database NAME on the server at
 * URL and prints its address; `drop URL NAME` removes it. CI uses it for TEST_DATABASE_URL.
 */
const [action, serverUrl, name] = process.argv.slice(2);
if (!serverUrl || !name || !/^[a-z_][a-z0-9_]*$/.test(name) || (action !== 'create' && action !== 'drop')) {
  console.error('usage: node scripts/test-database.ts create|drop postgres://server/db database_name');
  process.exit(2);
}
const client = new pg.Client({ connectionString: serverUrl });
await client.connect();
try {
  await client.query(`drop database if exists ${name}`);
  if (action === 'create') {
    await client.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    process.stdout.write(`${url.toString()}\n`);
  }
} finally {
  await client.end();
}
