import type { Page } from '@playwright/test';

/**
 * Starts listening to what the page says in the console: errors and warnings, uncaught errors
 * (React reports a hydration mismatch as one) and CSP violations. Returns the function that stops
 * listening and gives what was said. On the not-found page (`notFound`), its own 404 status, which
 * Chromium reports as a failed resource, is what that page is for.
 */
export function listenToConsole(page: Page, { notFound = false } = {}): () => string[] {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (notFound && message.text().includes('status of 404')) return;
    // The journeys run with service workers blocked (playwright.config.ts); the site's own
    // registration is then refused by Playwright, which says so. pwa.mobile.spec.ts has the worker.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    problems.push(`${message.type()}: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    return problems;
  };
}
