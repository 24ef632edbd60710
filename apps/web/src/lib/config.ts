/**
 * The web app's configuration, read once and checked here. Nothing else reads `import.meta.env`
 * (DESIGN.md §10.9); every variable is listed in apps/web/.env.example.
 */

/** '' (same origin) when unset; otherwise an http(s) origin without a trailing slash. */
export function parseApiBaseUrl(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return '';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`VITE_API_URL must be an absolute http(s) URL, got "${trimmed}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_API_URL must use http or https, got "${trimmed}"`);
  }
  return trimmed.replace(/\/+$/, '');
}

export const config = {
  apiBaseUrl: parseApiBaseUrl(import.meta.env.VITE_API_URL),
  isDevelopment: import.meta.env.DEV,
} as const;
