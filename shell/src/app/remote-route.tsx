import type { RemoteName } from '@portal/contracts';
import { appInfoAtom, portalStore } from '@portal/web-kit';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  Suspense,
  lazy,
  useCallback,
  useMemo,
  useState,
} from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { loadRemoteRoutes, loadedRemoteRoutes } from './federation.js';
import { registerRemote } from './remotes.js';
import { Loading } from './loading.js';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a screen that fails to load or throws while rendering; the rest of the portal stays. */
class ScreenErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Remote module failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Card className="module-unavailable mx-auto my-4" style={{ maxWidth: 560 }} role="alert">
        <Card.Body className="text-center p-4">
          <i className="bi bi-plug fs-1 text-secondary" aria-hidden />
          <Card.Title as="h2" className="h5 mt-2">
            <FormattedMessage id="module.unavailable.title" />
          </Card.Title>
          <Card.Text className="text-secondary">
            <FormattedMessage id="module.unavailable.text" />
          </Card.Text>
          <Button
            variant="primary"
            onClick={() => {
              this.setState({ failed: false });
              this.props.onRetry();
            }}
          >
            <i className="bi bi-arrow-clockwise me-1" aria-hidden />
            <FormattedMessage id="module.retry" />
          </Button>
        </Card.Body>
      </Card>
    );
  }
}

/**
 * A screen loaded when its route opens, inside an error boundary with a retry. `load` must keep its
 * identity between renders (a new one loads again).
 */
export function LazyRoute({
  load,
  beforeRetry,
}: {
  load: () => Promise<ComponentType>;
  beforeRetry?: () => void;
}) {
  const [attempt, setAttempt] = useState(0);
  const Screen = useMemo(
    () => lazy(async () => ({ default: await load() })),
    // attempt: a retry builds a fresh lazy component so the load runs again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the retry's key, not a value read
    [load, attempt],
  );
  const retry = () => {
    beforeRetry?.();
    setAttempt((value) => value + 1);
  };
  return (
    <ScreenErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<Loading />}>
        {/* eslint-disable-next-line react-hooks/static-components -- memoised per load and retry */}
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/**
 * A route screen from a remote: drawn at once when the remote's routes have loaded (a deep link's
 * remote loads before the first render), else loaded lazily.
 */
export function RemoteRoute({ remote, routeId }: { remote: RemoteName; routeId: string }) {
  const Loaded = loadedRemoteRoutes(remote)?.[routeId];
  if (Loaded)
    return (
      <ScreenErrorBoundary onRetry={() => undefined}>
        <Loaded />
      </ScreenErrorBoundary>
    );
  return <LoadedOnDemand remote={remote} routeId={routeId} />;
}

function LoadedOnDemand({ remote, routeId }: { remote: RemoteName; routeId: string }) {
  const load = useCallback(async () => {
    const routes = await loadRemoteRoutes(remote);
    const screen = routes[routeId];
    if (!screen) throw new Error(`${remote} has no route ${routeId}`);
    return screen;
  }, [remote, routeId]);
  const forgetEntry = () => {
    const entry = portalStore.get(appInfoAtom)?.remotes[remote];
    // force: drop the runtime's cached (failed) entry before loading again.
    if (entry) registerRemote(remote, entry, true);
  };
  return <LazyRoute load={load} beforeRetry={forgetEntry} />;
}
