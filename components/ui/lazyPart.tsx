'use client';
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { cachedRetryImport, LoadFailedError } from '@/lib/browser/retryImport';
import PartLoadFailed from './PartLoadFailed';

type Loaded<P> = { default: ComponentType<P> };

export type LazyPart<P> = ComponentType<P> & {
  /** Starts fetching the part's code now (after the page settled, or on a finger down). */
  preload: () => void;
  /** Fetches the code like `preload`; settles once it is here or has failed for good. */
  whenLoaded: () => Promise<void>;
  /** The code is here: the part renders in the commit that mounts it, never as its placeholder. */
  isLoaded: () => boolean;
};

const noSubscription = () => () => {};

/** False in the static HTML and during hydration, true after: the part is client-only. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type BoundaryProps = { onRetry: () => void; children: ReactNode };

/**
 * Catches only a failed load of the part's code and puts «Prøv igjen» in its place; anything
 * else the part throws goes on to the screen's own boundary. Back online, it retries by itself.
 */
class LoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (error instanceof LoadFailedError) console.warn(error.message);
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof LoadFailedError) return <RetryWhenOnline onRetry={this.props.onRetry} />;
    throw error; // not ours: the screen's boundary decides
  }
}

function RetryWhenOnline({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return <PartLoadFailed onRetry={onRetry} />;
}

let theme: Promise<typeof import('./MuiTheme')> | null = null;

/** MUI's theme module, fetched and evaluated once (again after a failed fetch). */
export function loadTheme() {
  if (!theme) {
    theme = import('./MuiTheme');
    theme.catch(() => {
      theme = null; // fetched again by the part that needs it, with that part's retry
    });
  }
  return theme;
}

/** The part's code and MUI's theme (which no page's first load carries), fetched side by side. */
async function withTheme<P extends object>(load: () => Promise<Loaded<P>>): Promise<Loaded<P>> {
  const [{ default: Part }, { default: MuiTheme }] = await Promise.all([load(), loadTheme()]);
  return {
    default: function Themed(props: P) {
      return (
        <MuiTheme>
          <Part {...props} />
        </MuiTheme>
      );
    },
  };
}

/**
 * The one way to load a part of the portal lazily (instead of next/dynamic or React.lazy): the
 * code (with MUI's theme unless `mui` is false) is fetched in the browser only, retried with back-off and at once when the network comes
 * back, and a final failure shows a Norwegian «Prøv igjen» in place of this part alone instead
 * of taking the page down. `loading` is what the static HTML shows until the part is there.
 */
export function lazyPart<P extends object>(
  load: () => Promise<Loaded<P>>,
  {
    loading = null,
    mui = true,
  }: {
    loading?: ReactNode | ((props: P) => ReactNode);
    /**
     * False for a part drawn with plain elements alone, which then waits for no MUI code; an MUI
     * part inside it brings its own theme (each lazy part does, or wraps itself in MuiTheme).
     */
    mui?: boolean;
  } = {},
): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  const fetchCode = cachedRetryImport(async () => {
    const code = await (mui ? withTheme(load) : load());
    loaded = code.default;
    return code;
  });
  let current = lazy(fetchCode);
  let generation = 0;
  const placeholder = (props: P) => (typeof loading === 'function' ? loading(props) : loading);

  function Part(props: P) {
    const hydrated = useHydrated();
    const [seen, setSeen] = useState(generation);
    // Code that is already here is rendered as itself, not through lazy(), which would suspend
    // once more (for a microtask) and commit the placeholder meanwhile. Chosen at mount, so the
    // element's type never changes under a mounted part.
    const [Here] = useState(() => loaded);
    if (!hydrated) return <>{placeholder(props)}</>;
    if (Here) return <Here {...props} />;
    const Loaded = current;
    const retry = () => {
      // The rejected lazy() remembers its failure; a new one fetches again (fetchCode forgot it).
      if (seen === generation) {
        generation += 1;
        current = lazy(fetchCode);
      }
      setSeen(generation);
    };
    return (
      <LoadBoundary key={seen} onRetry={retry}>
        <Suspense fallback={placeholder(props)}>
          <Loaded {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  const part = Part as LazyPart<P>;
  part.preload = () => {
    fetchCode().catch(() => undefined); // reported where the part renders, with its retry
  };
  part.whenLoaded = () => fetchCode().then(
    () => undefined,
    () => undefined, // the part renders its «Prøv igjen»
  );
  part.isLoaded = () => loaded !== null;
  return part;
}

/**
 * Whether a part's code is here (or failed to come), fetching it once `wanted`: for a screen that
 * keeps a first paint on show until it can replace it in one commit with the part in it.
 */
export function usePartLoaded(part: Pick<LazyPart<unknown>, 'whenLoaded' | 'isLoaded'>, wanted: boolean): boolean {
  const [settled, setSettled] = useState(part.isLoaded);
  useEffect(() => {
    if (!wanted || settled) return;
    let current = true;
    void part.whenLoaded().then(() => {
      if (current) setSettled(true);
    });
    return () => {
      current = false;
    };
  }, [part, wanted, settled]);
  return settled;
}
