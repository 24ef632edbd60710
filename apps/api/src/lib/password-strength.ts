import { Worker } from 'node:worker_threads';

/**
 * How hard a password is to guess: zxcvbn's score (0 to 4) with its common-password lists and
 * English dictionaries, and what it would say to make it harder. `userInputs` are words the
 * password must not lean on (the person's name and e-mail address, the restaurant's name).
 *
 * The estimate runs in a worker thread, started on the first check and ended after a minute
 * without one (password-strength-worker.ts says why).
 */
export async function passwordStrength(
  password: string,
  userInputs: string[],
): Promise<{ score: number; warning: string | null; suggestions: string[] }> {
  const { score, warning, suggestions } = await estimator().check(password, userInputs);
  return { score, warning, suggestions };
}

export type StrengthRequest = { id: number; password: string; userInputs: string[] };
export type StrengthResult = { id: number; score: number; warning: string | null; suggestions: string[] };

const IDLE_MS = 60_000;

type Pending = { resolve: (result: StrengthResult) => void; reject: (error: Error) => void };

function startEstimator() {
  const worker = new Worker(new URL('./password-strength-worker.ts', import.meta.url));
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let idle: NodeJS.Timeout | undefined;

  const stop = (error: Error) => {
    if (running === instance) running = null;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (result: StrengthResult) => {
    pending.get(result.id)?.resolve(result);
    pending.delete(result.id);
    if (pending.size > 0) return;
    // Nothing waits: the thread keeps no process alive, and ends when no check comes for a while.
    worker.unref();
    idle = setTimeout(() => {
      if (running === instance) running = null; // the next check starts a new thread
      void worker.terminate();
    }, IDLE_MS);
    idle.unref();
  });
  worker.on('error', stop);
  worker.on('exit', () => stop(new Error('the password strength estimator stopped')));

  const instance = {
    check(password: string, userInputs: string[]): Promise<StrengthResult> {
      clearTimeout(idle);
      worker.ref();
      nextId += 1;
      const id = nextId;
      return new Promise<StrengthResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, password, userInputs } satisfies StrengthRequest);
      });
    },
  };
  return instance;
}

let running: ReturnType<typeof startEstimator> | null = null;
const estimator = () => {
  running ??= startEstimator();
  return running;
};
