/**
 * Calls to one rate-limited provider, spaced by its interval and served one caller after another.
 * A caller holds at most one place in the line for each kind of call: a newer call takes the place
 * of the one still waiting (the customer typed on; the browser no longer wants the older answer),
 * which is refused. So one customer's burst of searches cannot make everyone else wait or fail.
 * p-throttle (used before) and p-queue space calls but cannot replace one that waits, hence this.
 */
/** Runs `task` in `caller`'s turn; rejects with `refusal(reason)` when the call is refused or replaced. */
export type FairGate = <T>(
  caller: string,
  task: () => Promise<T>,
  refusal: (reason: string) => Error,
) => Promise<T>;

type Waiting = { caller: string; start: () => void; drop: (reason: string) => void };

export function createFairGate({
  intervalMs,
  maxWaiting,
}: {
  intervalMs: number;
  /** Calls waiting beyond this are refused at once: each waits an interval more than the one before. */
  maxWaiting: number;
}): FairGate {
  const line: Waiting[] = [];
  let nextStartAt = 0;
  let timer: NodeJS.Timeout | null = null;

  function startNextInTurn(): void {
    if (timer !== null || line.length === 0) return;
    const wait = nextStartAt - Date.now();
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = null;
        startNextInTurn();
      }, wait);
      return;
    }
    const next = line.shift();
    nextStartAt = Date.now() + intervalMs;
    next?.start();
    startNextInTurn();
  }

  return (caller, task, refusal) =>
    new Promise((resolve, reject) => {
      const waiting: Waiting = {
        caller,
        start: () => void task().then(resolve, reject),
        drop: (reason) => reject(refusal(reason)),
      };
      const earlier = line.findIndex((entry) => entry.caller === caller);
      if (earlier !== -1) {
        line[earlier]?.drop('replaced by a newer call of the same caller');
        line[earlier] = waiting;
      } else if (line.length >= maxWaiting) {
        waiting.drop('too many waiting');
        return;
      } else {
        line.push(waiting);
      }
      startNextInTurn();
    });
}
