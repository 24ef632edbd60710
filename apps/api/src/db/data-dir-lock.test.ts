import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tiffin-lock-test-'));

describe('lockDataDir', () => {
  it('refuses a second opening in the same process until the first is released', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    const again = lockDataDir(dir);
    again();
    expect(fs.existsSync(path.join(dir, 'tiffin.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    // pid 2^22 + 1 is above Linux's pid_max: no process can have it.
    fs.writeFileSync(path.join(dir, 'tiffin.lock'), String(4_194_305));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'tiffin.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
