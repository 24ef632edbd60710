import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** The advisory lock's key for running the scheduled work: any constant of the application's own ("tifs"). */
const SCHEDULED_WORK_LOCK_KEY = 0x74696673;

export type Scheduler = {
  /** Runs `job` every `intervalMs` on the process that leads the cluster's scheduled work. */
  every(name: string, intervalMs: number, job: () => Promise<unknown>): void;
  /** Stops the timers, waits for the runs under way, and lets another process lead. */
  close(): Promise<void>;
};

/**
 * Work done every so often once per cluster, not once per process (decision 038). Every process
 * keeps the timers; at each tick it asks the database whether it leads (one lock for all the jobs,
 * `Database.leadership`) and runs the job only if it does, so another process takes over at its next
 * tick when the leader stops or dies. On PGlite there is one process, which always leads. A job whose
 * last run has not finished skips the tick. The jobs stay safe to run twice at once, as they were on
 * every process before: the election saves the work, it is not what keeps the data right.
 */
export function createScheduler(options: {
  database: Pick<Database, 'leadership'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): Scheduler {
  const { log } = options;
  const leadership = options.database.leadership(SCHEDULED_WORK_LOCK_KEY);
  const timers: ReturnType<typeof setInterval>[] = [];
  const runs = new Set<Promise<void>>();
  let leading = false;
  let closed = false;

  const leads = async (): Promise<boolean> => {
    const now = await leadership.holds();
    if (now !== leading) {
      leading = now;
      log.info(now ? 'this process leads the scheduled work' : 'another process leads the scheduled work');
    }
    return now;
  };

  return {
    every(name, intervalMs, job) {
      let running = false;
      const tick = async () => {
        running = true;
        try {
          if ((await leads()) && !closed) await job();
        } catch (error) {
          log.error({ err: error, job: name }, 'scheduled work failed');
        } finally {
          running = false;
        }
      };
      const timer = setInterval(() => {
        if (running || closed) return;
        const run = tick();
        runs.add(run);
        void run.finally(() => runs.delete(run));
      }, intervalMs);
      timer.unref();
      timers.push(timer);
    },
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(runs);
      await leadership.release();
    },
  };
}
