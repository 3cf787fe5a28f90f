import { Component, type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { reportInDevelopment } from '../util/report.js';

// A component another remote exposes, used inside this one (the start page's services column comes
// from mf-shop). Remotes cannot import the host's federation runtime, so the shell hands web-kit its
// loader at start. A remote that is missing or breaks leaves its place empty (or the fallback): the
// page around it keeps working.

type ModuleLoader = (id: string) => Promise<unknown>;

let loader: ModuleLoader | undefined;

/** The shell's `loadRemote`, given once at start. */
export function provideRemoteLoader(load: ModuleLoader): void {
  loader = load;
}

type Exports = Record<string, unknown>;

/** Modules that have loaded, so later uses render at once instead of one frame later. */
const loaded = new Map<string, Exports>();
const loading = new Map<string, Promise<Exports>>();

function loadModule(id: string): Promise<Exports> {
  let promise = loading.get(id);
  if (!promise) {
    if (!loader) return Promise.reject(new Error('no remote loader provided (the shell gives it at start)'));
    promise = loader(id).then((module) => {
      if (typeof module !== 'object' || module === null) throw new Error(`${id} did not load`);
      loaded.set(id, module as Exports);
      return module as Exports;
    });
    // A failed load may be tried again by the next page that needs it.
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/**
 * Loads remote module `id` ahead of its first use (a page the user is about to open), so that use
 * renders at once. A failure is left to the RemoteComponent that will ask again.
 */
export function warmUpRemoteModule(id: string): Promise<void> {
  return loadModule(id).then(
    () => undefined,
    () => undefined,
  );
}

class Contained extends Component<
  { id: string; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    reportInDevelopment(`${this.props.id} failed while rendering:`, error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Renders export `name` of remote module `id` (`mf_shop/location-services`) with `props`. */
export function RemoteComponent<P extends object>({
  id,
  name,
  props,
  fallback = null,
}: {
  id: string;
  name: string;
  props: P;
  fallback?: ReactNode;
}) {
  const [module, setModule] = useState<Exports | 'failed' | undefined>(() => loaded.get(id));
  useEffect(() => {
    if (module !== undefined) return;
    let current = true;
    loadModule(id).then(
      (exports) => current && setModule(exports),
      (error: unknown) => {
        reportInDevelopment(`${id} unavailable:`, error);
        if (current) setModule('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [id, module]);
  const View = module && module !== 'failed' ? (module[name] as ComponentType<P> | undefined) : undefined;
  if (typeof View !== 'function') return fallback;
  return (
    <Contained id={id} fallback={fallback}>
      <View {...props} />
    </Contained>
  );
}
