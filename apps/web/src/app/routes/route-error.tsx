import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { siteText } from '@/lib/site-text';

/**
 * Shown when a page throws while rendering or its code fails to load (often a stale tab after a
 * release). Reloading fetches the current release.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    // Kept visible in the console for whoever investigates (and it fails the test that caused it).
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto flex max-w-6xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <h1 className="font-display text-3xl font-bold">{siteText.routeError.title}</h1>
      <p className="mt-3 text-ink-muted">{siteText.routeError.text}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={buttonClasses('primary', 'mt-8')}
      >
        {siteText.routeError.reload}
      </button>
    </div>
  );
}

/** Placeholder while the code of the first page loads (the header and footer are already shown). */
export function PageFallback() {
  return (
    <p role="status" className="px-4 py-24 text-center text-ink-muted">
      {siteText.loadingPage}
    </p>
  );
}
