import { messages } from '@tiffin/core';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Under the header while the browser has no connection (issue 47): the menu seen once opens offline
 * from the service worker's caches (decision 053), and said nothing of it, so its prices and dishes
 * read as live. Online on the server and while hydrating, so the page's markup is the server's.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status">
      {!online && (
        <p className="border-b border-line bg-cream-deep px-4 py-3 text-center font-semibold text-ink">
          {messages.common.offline}
        </p>
      )}
    </div>
  );
}
