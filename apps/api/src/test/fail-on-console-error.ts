import { afterEach, beforeEach, vi } from 'vitest';

// A stray console.error is a bug somebody would otherwise never read: it fails the test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});
