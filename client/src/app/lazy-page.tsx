import {
  Component,
  isValidElement,
  lazy,
  Suspense,
  useEffect,
  useReducer,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { Spinner } from '@/components/Spinner';

/** A screen's code could not be downloaded (offline, or a release replaced the file). */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('The page could not be downloaded', { cause });
    this.name = 'PageLoadError';
  }
}

/** How long a screen's code may take before the loading spinner shows, so fast loads do not flash. */
export const SPINNER_DELAY_MS = 300;

/**
 * Holds the place of a screen while its code downloads: as tall as the viewport, so the footer
 * stays below the fold and nothing visible moves when the screen arrives; the spinner shows only
 * if the wait is noticeable.
 */
export function PageLoading() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="flex min-h-screen items-center justify-center" data-testid="page-loading">
      {visible && <Spinner size="lg" label="Loading page..." />}
    </div>
  );
}

interface PageLoadBoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/**
 * Catches a failed download of a screen's code and offers to try again. Any other error goes on
 * to the router's error page, as it would without lazy loading.
 */
class PageLoadBoundary extends Component<PageLoadBoundaryProps, { error: PageLoadError | null }> {
  state: { error: PageLoadError | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    if (error instanceof PageLoadError) return { error };
    throw error;
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="flex min-h-screen flex-col items-center px-4 pt-[20vh] text-center">
        <h1 className="text-2xl font-bold text-slate-900">This page could not be loaded</h1>
        <p className="mt-2 max-w-md text-slate-600">Check your connection and try again.</p>
        <button type="button" onClick={this.props.onRetry} className={buttonClasses('primary', 'md', 'mt-6')}>
          Try again
        </button>
      </div>
    );
  }
}

type PageModule = { default: ComponentType };

/** A lazily loaded screen; `preload()` starts downloading its code before it renders. */
export type LazyPageComponent = ComponentType & { preload: () => Promise<void> };

/**
 * Starts downloading the code of the screens the router will render for `pathname`, so that it
 * arrives alongside the app's own code and the session check instead of after them.
 */
export function preloadPagesFor(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const screen = isValidElement(route.element) ? (route.element.type as Partial<LazyPageComponent>) : undefined;
    void screen?.preload?.();
  }
}

/** Every lazily loaded screen, so that tests (and later, prefetching) can load them ahead. */
const allPages: Array<() => Promise<unknown>> = [];

/** Downloads every screen's code; resolves when all are in. */
export function preloadAllPages(): Promise<unknown> {
  return Promise.all(allPages.map((preload) => preload()));
}

/**
 * A route's screen whose code is downloaded the first time the route renders (its own chunk),
 * with a placeholder while it loads and a retry if the download fails.
 *
 * `load` must be a literal `import('./routes/X')` for the bundler to split it out.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
): LazyPageComponent {
  let loaded: PageModule | undefined;
  let downloading: Promise<PageModule> | undefined;
  const download = () =>
    (downloading ??= load().then(
      (module) => (loaded = { default: module[exportName] as ComponentType }),
      (error: unknown) => {
        downloading = undefined; // a retry downloads again
        throw new PageLoadError(error);
      },
    ));
  allPages.push(download);
  // A screen already downloaded renders at once: React resolves a lazy component synchronously
  // when its thenable calls back synchronously, so a revisit never flashes the placeholder.
  const loadPage = (): Promise<PageModule> =>
    loaded
      ? ({ then: (resolve: (module: PageModule) => void) => resolve(loaded!) } as Promise<PageModule>)
      : download();
  // One lazy component per attempt: React keeps a failed one failed, so a retry starts afresh.
  let Page = lazy(loadPage);

  function LazyPage() {
    const [attempt, retry] = useReducer((count: number) => count + 1, 0);
    return (
      <PageLoadBoundary
        key={attempt}
        onRetry={() => {
          Page = lazy(loadPage);
          retry();
        }}
      >
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </PageLoadBoundary>
    );
  }
  LazyPage.displayName = `Lazy(${exportName})`;
  LazyPage.preload = () =>
    download().then(
      () => undefined,
      () => undefined,
    );
  return LazyPage;
}
