import { hashPassword, verifyPassword } from '../apps/api/src/lib/secrets.ts';
import { median } from './server-process.ts';

/**
 * The cost of one argon2id hash and one verification with the server's parameters (m = 19 MiB,
 * t = 2, p = 1): what each sign-in, registration and reset costs the server, and what each guess
 * costs someone holding a stolen hash. Median of 20 runs after 2 warm-ups.
 */
const RUNS = 20;
const password = 'correct horse battery staple';
const hashMs: number[] = [];
const verifyMs: number[] = [];
for (let run = -2; run < RUNS; run += 1) {
  let startedAt = performance.now();
  const hash = await hashPassword(password);
  const hashed = performance.now() - startedAt;
  startedAt = performance.now();
  if (!(await verifyPassword(hash, password))) throw new Error('the hash does not verify');
  const verified = performance.now() - startedAt;
  if (run >= 0) {
    hashMs.push(hashed);
    verifyMs.push(verified);
  }
}
console.info(
  JSON.stringify(
    {
      benchmark: 'password-hash',
      runs: RUNS,
      hashMedianMs: median(hashMs),
      verifyMedianMs: median(verifyMs),
    },
    null,
    2,
  ),
);
