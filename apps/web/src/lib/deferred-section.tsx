import {
  type ComponentType,
  createContext,
  lazy,
  memo,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** How close to the screen a deferred part is hydrated: about a screen ahead of the reader. */
const NEAR_SCREEN_MARGIN = '800px';

const isServer = typeof document === 'undefined';

/** Each deferred part's release, for when the page changes (`releaseDeferredSections`). */
const releases = new Set<() => void>();

/**
 * Hydrates every part still waiting: called when the app first goes to another page. A part left
 * with the server's HTML holds up any change of the page around it (the router's location is read
 * inside it): React cannot update HTML it has not hydrated, and waits.
 */
export function releaseDeferredSections(): void {
  for (const release of releases) release();
}

/** Each deferred part's code, for the server to load before it renders (`loadDeferredSections`). */
const serverLoads: Array<() => Promise<void>> = [];

/**
 * The server renders every deferred part in full, with its code loaded first: a part that suspended
 * while being rendered would be sent hidden, behind an inline script the page's CSP refuses.
 */
export async function loadDeferredSections(): Promise<void> {
  await Promise.all(serverLoads.map((loadOne) => loadOne()));
}

/** The deferred parts' code on its way now; `deferredLoadsSettled` waits for it. */
const loadsUnderWay = new Set<Promise<unknown>>();

/**
 * Resolves once every deferred part's code under way has arrived or failed: the web's tests wait
 * for it before a file's environment is torn down, or an import outlives its file and fails for the
 * files after it, which share its modules (decision 082).
 */
export async function deferredLoadsSettled(): Promise<void> {
  await Promise.allSettled([...loadsUnderWay]);
}

/** The page being hydrated now (main.tsx marks it), or rendered on the server. */
function isHydratingPage(): boolean {
  return isServer || document.documentElement.dataset.app === 'hydrating';
}

/** Told by the part, once hydrated, that its buttons work. */
const HydratedContext = createContext<() => void>(() => {});

/**
 * A part of a page far below the first screen, whose code a first visit does not download. The
 * server renders it in full; in the browser, React leaves the server's HTML in place inside a
 * Suspense boundary and hydrates it once it comes within a screen of view or is touched. React
 * drops a press on HTML whose code has not arrived (it can hydrate only what it has the code for),
 * so a press made meanwhile is kept here and made again once the part is hydrated. When the browser
 * renders the page itself (a page reached inside the app), the part is loaded at once.
 *
 * `load` resolves with the component; each call of `deferredSection` makes one such part.
 */
export function deferredSection<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** `id`: the part's anchor (a section the header scrolls to), there before its code is. */
  { id }: { id?: string } = {},
) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  releases.add(release);
  void released.then(() => releases.delete(release));

  let loadedOnServer: ComponentType<Props> | null = null;
  if (isServer) {
    serverLoads.push(async () => {
      loadedOnServer ??= await load();
    });
  }

  /** The part itself, saying once it has been hydrated (a layer with one child: ids stay the server's). */
  async function loadTellingHydrated() {
    const loading = load();
    loadsUnderWay.add(loading);
    const Part = await loading.finally(() => loadsUnderWay.delete(loading));
    return {
      default: function HydratedPart(props: Props) {
        const hydrated = useContext(HydratedContext);
        useEffect(hydrated, [hydrated]);
        return <Part {...props} />;
      },
    };
  }
  // One lazy part for every render: once its code has arrived, a page the browser renders itself
  // (going back to this one) shows it at once, so the place it is scrolled back to exists.
  const Part = lazy(async () => {
    await released;
    return loadTellingHydrated();
  });
  /** Its height when last on a page: kept free while its code arrives, so a page scrolled back to stays as tall as it was. */
  let lastHeight = 0;

  // Memoised: while its code has not arrived, an update from the page around it would make React
  // give up the server's HTML for the (empty) fallback. Its props stay the same, so it is not updated.
  return memo(function DeferredSection(props: Props) {
    const wrapper = useRef<HTMLDivElement>(null);
    const [hydrating] = useState(() => {
      const fromServer = isHydratingPage();
      // A page the browser renders itself loads the part at once.
      if (!fromServer) release();
      return fromServer;
    });
    const isHydrated = useRef(!hydrating);
    const pressed = useRef<HTMLElement | null>(null);

    useEffect(() => {
      const element = wrapper.current;
      if (!hydrating || element === null) return;
      const touch = () => release();
      // Kept, and the browser's own action (a link followed, a form sent) held back until then. Heard
      // on the window, before React's listener on the root, which stops a press it cannot hydrate for.
      const keepPress = (event: Event) => {
        if (isHydrated.current || !(event.target instanceof HTMLElement)) return;
        if (!element.contains(event.target)) return;
        event.preventDefault();
        pressed.current = event.target;
        release();
      };
      const events = ['pointerdown', 'focusin', 'keydown'] as const;
      for (const event of events) element.addEventListener(event, touch, { capture: true, once: true });
      window.addEventListener('click', keepPress, { capture: true });
      const observer =
        typeof IntersectionObserver === 'undefined'
          ? null
          : new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) release();
              },
              { rootMargin: NEAR_SCREEN_MARGIN },
            );
      if (observer) observer.observe(element);
      else release();
      void released.then(() => observer?.disconnect());
      return () => {
        observer?.disconnect();
        for (const event of events) element.removeEventListener(event, touch, { capture: true });
        window.removeEventListener('click', keepPress, { capture: true });
      };
    }, [hydrating]);

    useLayoutEffect(() => {
      const element = wrapper.current;
      // Read as it leaves the page, while it is still laid out.
      return () => {
        if (element?.offsetHeight) lastHeight = element.offsetHeight;
      };
    }, []);

    const onHydrated = useCallback(() => {
      isHydrated.current = true;
      const target = pressed.current;
      pressed.current = null;
      if (target?.isConnected) target.click();
    }, []);

    // The server's HTML is the part in full; hydration keeps it until the part's code is released.
    const Shown = loadedOnServer ?? Part;
    return (
      <div
        ref={wrapper}
        id={id}
        tabIndex={id === undefined ? undefined : -1}
        className={id === undefined ? undefined : 'scroll-mt-20 outline-none'}
      >
        <HydratedContext value={onHydrated}>
          <Suspense fallback={lastHeight > 0 ? <div style={{ height: lastHeight }} /> : null}>
            <Shown {...props} />
          </Suspense>
        </HydratedContext>
      </div>
    );
  });
}
