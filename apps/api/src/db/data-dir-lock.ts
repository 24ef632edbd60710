import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

const LOCK_FILE = 'tiffin.lock';
/** Lock files this process holds: its own pid in the file cannot tell a second opening apart. */
const heldByThisProcess = new Set<string>();

/** The system's code of a failed call (ENOENT, EPERM…), if it has one. */
const errorCode = (error: unknown) =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two processes writing one directory corrupt it.
 * A lock file holding the owner's pid makes the second process fail at once; a lock left by a
 * process that no longer runs (a crash, a kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  if (heldByThisProcess.has(lockPath)) {
    throw new DataDirInUseError(`The data directory ${dataDir} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldByThisProcess.add(lockPath);
      return () => {
        heldByThisProcess.delete(lockPath);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const ownerPid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(ownerPid) && ownerPid !== process.pid && isRunning(ownerPid)) {
        throw new DataDirInUseError(
          `The data directory ${dataDir} is already in use by another Tiffin process (pid ${ownerPid}). ` +
            'Stop that process first, or set DATA_DIR to another directory.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dataDir}.`);
}
