import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { deferredLoadsSettled } from '@/lib/deferred-section';
import { apiServer, resetMockApi } from './mock-api';

// Parts of pages load their code on demand (lazy), which the test runner transforms on first use:
// on a busy machine that can take longer than the library's 1 s default; one took 5.5 s on a loaded
// machine (decision 074). A passing wait ends when its element is there; only a failure waits 10 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not lay out or scroll, and has no modal dialogs; these stand in for the browser.
window.scrollTo = vi.fn() as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
Element.prototype.scrollBy = vi.fn() as typeof Element.prototype.scrollBy;
Element.prototype.scrollTo = vi.fn() as typeof Element.prototype.scrollTo;
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// The API the browser code calls (testing/mock-api.ts); a call to anything else fails the test.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterAll(async () => {
  // The deferred parts a rendered page started loading arrive before this file's environment goes.
  await deferredLoadsSettled();
  apiServer.close();
});

// A stray console.error (a React warning, a failed prop type, an unexpected rejection logged by
// the app) fails the test that caused it (DESIGN.md §10.10).
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  vi.mocked(window.scrollTo).mockClear();
  vi.mocked(Element.prototype.scrollIntoView).mockClear();
  vi.mocked(Element.prototype.scrollBy).mockClear();
  vi.mocked(Element.prototype.scrollTo).mockClear();
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  // The files of a worker share one document (vite.config.ts): what a page left in it (a title, a
  // description, a node rendered outside React Testing Library) goes with the test that made it.
  for (const element of document.head.querySelectorAll('title, meta')) element.remove();
  document.body.replaceChildren();
  // Every test starts signed out, with nothing remembered, and with no toast of the test before
  // (sonner keeps its toasts in a module and replays the active ones to a new Toaster).
  window.localStorage.clear();
  window.sessionStorage.clear();
  toast.dismiss();
  const refusedBodies = resetMockApi();
  if (refusedBodies.length > 0) {
    throw new Error(`A request carried a body the server would refuse:\n${refusedBodies.join('\n')}`);
  }
  if (consoleErrors.length > 0) {
    const logged = consoleErrors.map((args) => args.map(describe).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${logged}`);
  }
});

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  }
  return String(value);
}
