import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id minimum (m = 19 MiB, t = 2, p = 1). The algorithm is the number of the library's
 * `Algorithm.Argon2id`: a const enum, which code run by type stripping cannot import.
 */
const ARGON2ID = 2;
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified when no account matches, so a wrong identifier costs the same time as a wrong password.
const UNUSED_HASH = hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    await verify(await UNUSED_HASH, password);
    return false;
  }
  return verify(passwordHash, password);
}

/** A bearer token of 256 random bits; only its SHA-256 is stored. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256(token) };
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Six random digits, and their salted hash for storage. */
export function newResetCode(): { code: string; codeHash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, codeHash: hashResetCode(code) };
}

function hashResetCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}$${sha256(`${salt}:${code}`)}`;
}

export function resetCodeMatches(codeHash: string, code: string): boolean {
  const [salt = '', expected = ''] = codeHash.split('$');
  const actual = hashResetCode(code, salt).split('$')[1] ?? '';
  return actual.length === expected.length && timingSafeEqual(Buffer.from(actual), Buffer.from(expected));
}
