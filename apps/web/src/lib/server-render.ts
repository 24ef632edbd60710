/**
 * True while the page is being rendered on the server (decision 014), which renders for a visitor
 * and does not know the session: parts that differ for a signed-in customer are held back there and
 * filled in by the browser's first render.
 */
export const isServerRender = typeof window === 'undefined';
