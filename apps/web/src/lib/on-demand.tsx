import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A component whose code loads the first time it is wanted (a dialog's first opening, a sign-out),
 * not with the first visit, whose scripts have a budget of 130 KB gzip. Drawn from then on, so
 * that it can close in its own way. What opens it starts the load earlier (`preload`), when pointed
 * at, focused or shown; what must not go on before it is drawn awaits `loaded` (settled either way).
 */
export function onDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  useWanted: (props: Props) => boolean,
): { Component: ComponentType<Props>; preload: () => void; loaded: () => Promise<void> } {
  const Loaded = lazy(async () => ({ default: await load() }));
  function OnDemand(props: Props) {
    const wanted = useWanted(props);
    const [drawn, setDrawn] = useState(wanted);
    if (wanted && !drawn) setDrawn(true);
    if (!drawn) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  const loaded = () =>
    load().then(
      () => undefined,
      () => undefined,
    );
  return { Component: OnDemand, preload: () => void loaded(), loaded };
}
