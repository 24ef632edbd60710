import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { newPostgresDatabase } from '../test/test-app.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';

/**
 * Scheduled work on one PostgreSQL database shared by several processes: each tick of a job runs
 * once in the cluster, on the process that leads, and another takes over when the leader stops,
 * dies or loses its connection. The job writes a row per run (test/scheduled-work-process.ts).
 */

const INTERVAL_MS = 200;
const processScript = path.resolve(import.meta.dirname, '../test/scheduled-work-process.ts');

let url: string;
/** The test's own connection, which reads the runs. */
let observer: pg.Client;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
  const created = await newPostgresDatabase(serverUrl);
  cleanups.push(created.dispose);
  url = created.url;
  observer = new pg.Client({ connectionString: url });
  await observer.connect();
  cleanups.push(() => observer.end());
  await observer.query(
    'create table scheduled_runs (process text not null, ran_at timestamptz not null default clock_timestamp())',
  );
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Run = { process: string; ranAt: number };
async function runsSince(since: number): Promise<Run[]> {
  const { rows } = await observer.query<Run>(
    `select process, extract(epoch from ran_at)::float8 * 1000 as "ranAt" from scheduled_runs
     where ran_at > to_timestamp($1::float8 / 1000) order by ran_at`,
    [since],
  );
  return rows;
}
/** The database's clock (milliseconds), which stamps the runs. */
async function databaseNow(): Promise<number> {
  const { rows } = await observer.query<{ now: number }>(
    'select extract(epoch from clock_timestamp())::float8 * 1000 as now',
  );
  const now = rows[0]?.now;
  if (now === undefined) throw new Error('the database told no time');
  return now;
}
/** Runs per tick over a stretch of runs: 1 when each tick runs once in the cluster. */
function runsPerTick(runs: Run[]): number {
  const first = runs[0];
  const last = runs.at(-1);
  if (!first || !last || last === first) throw new Error('too few runs to count');
  return (runs.length - 1) / ((last.ranAt - first.ranAt) / INTERVAL_MS);
}
const processesOf = (runs: Run[]) => [...new Set(runs.map((run) => run.process))];

function startProcess(name: string) {
  const child: ChildProcess = spawn(process.execPath, [processScript], {
    env: { PATH: process.env.PATH, DATABASE_URL: url, PROCESS_NAME: name, INTERVAL_MS: String(INTERVAL_MS) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  cleanups.push(async () => child.kill('SIGKILL'));
  return { name, child, exited, output: () => output };
}

it('two processes: each tick runs once, on one of them; the leader killed, the other runs the next ticks', async () => {
  const started = await databaseNow();
  const processes = [startProcess('first'), startProcess('second')];
  await vi.waitFor(
    () => {
      for (const each of processes) expect(each.output()).toContain('started');
    },
    { timeout: 30_000, interval: 50 },
  );
  // Both ask at every tick from here on; 20 ticks of one of them.
  const asking = await databaseNow();
  await vi.waitFor(async () => expect((await runsSince(asking)).length).toBeGreaterThanOrEqual(20), {
    timeout: 20_000,
    interval: 50,
  });
  const together = await runsSince(asking);
  expect(processesOf(await runsSince(started))).toHaveLength(1);
  expect(runsPerTick(together)).toBeGreaterThan(0.8);
  expect(runsPerTick(together)).toBeLessThan(1.2);

  const leader = processes.find((each) => each.name === together[0]?.process);
  const other = processes.find((each) => each !== leader);
  if (!leader || !other) throw new Error('no leader among the processes');
  leader.child.kill('SIGKILL');
  const killedAt = await databaseNow();
  await vi.waitFor(async () => expect((await runsSince(killedAt)).length).toBeGreaterThanOrEqual(10), {
    timeout: 20_000,
    interval: 50,
  });
  const after = await runsSince(killedAt);
  expect(processesOf(after)).toEqual([other.name]);
  // Its session gone with it, the leader's lock is free at the other's next tick.
  expect((after[0]?.ranAt ?? Number.POSITIVE_INFINITY) - killedAt).toBeLessThan(5 * INTERVAL_MS);
  expect(runsPerTick(after)).toBeLessThan(1.2);

  // Stopped as a server is stopped, it closes cleanly (and leaves the database to the next test).
  other.child.kill('SIGTERM');
  expect(await other.exited, other.output()).toBe(0);
});

it('instances with pools of their own: a leader that closes hands over at the next tick; a lock session the server ends, the ticks go on once each', async () => {
  await observer.query('truncate scheduled_runs');
  const instances = new Map<string, { database: Database; scheduler: Scheduler }>();
  for (const name of ['a', 'b', 'c']) {
    const own = await openDatabase({ kind: 'postgres', url });
    const scheduler = createScheduler({ database: own, log: { info: () => {}, error: () => {} } });
    scheduler.every('count', INTERVAL_MS, () =>
      own.db.execute(sql`insert into scheduled_runs (process) values (${name})`),
    );
    instances.set(name, { database: own, scheduler });
    cleanups.push(async () => {
      await scheduler.close();
      await own.close();
    });
  }
  const tenRunsSince = async (since: number) => {
    await vi.waitFor(async () => expect((await runsSince(since)).length).toBeGreaterThanOrEqual(10), {
      timeout: 20_000,
      interval: 50,
    });
    return runsSince(since);
  };

  const first = await tenRunsSince(0);
  expect(processesOf(first)).toHaveLength(1);
  const leader = first[0]?.process ?? '';
  await instances.get(leader)?.scheduler.close();
  const closedAt = await databaseNow();
  const next = await tenRunsSince(closedAt);
  expect(processesOf(next)).toHaveLength(1);
  expect(processesOf(next)).not.toContain(leader);
  expect((next[0]?.ranAt ?? Number.POSITIVE_INFINITY) - closedAt).toBeLessThan(5 * INTERVAL_MS);

  // As when the leader's machine vanishes: the server ends its session, and with it the lock.
  await observer.query(
    `select pg_terminate_backend(pid) from pg_locks
     where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`,
  );
  const endedAt = await databaseNow();
  const last = await tenRunsSince(endedAt);
  expect(processesOf(last)).toHaveLength(1);
  expect(runsPerTick(last)).toBeLessThan(1.2);
});
