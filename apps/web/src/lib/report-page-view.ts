import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { apiFetch } from './api-client';

const PAGE_VIEW_PATH = '/api/v1/analytics/page-view';

/**
 * Counts one view of a site path (first-party, cookieless; DECISIONS.md). Fire and forget: the
 * visitor never waits for it and a failure is ignored.
 */
export function reportPageView(path: string): void {
  apiFetch<void>(PAGE_VIEW_PATH, { method: 'POST', json: { path }, keepalive: true }).catch(() => {
    // Analytics must never disturb the visit.
  });
}

/** Reports the pathname once per route change (checkout-and-account §2.1). */
export function useReportPageViews(): void {
  const { pathname } = useLocation();
  const lastReported = useRef<string | null>(null);
  useEffect(() => {
    // Strict mode runs effects twice on mount; one view is one view.
    if (lastReported.current === pathname) return;
    lastReported.current = pathname;
    reportPageView(pathname);
  }, [pathname]);
}
