import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AppInfo, SkinTheme } from '@portal/contracts';
import { type RemoteName, type RoutePrefetch, remoteNames, remotePageOf } from '@portal/contracts/frontend';
import { provideRemoteLoader } from '@portal/web-kit';
import { registerRemote, skinRemote } from './remotes.js';

/** Registers the remotes the backend lists (manifest URLs; the backend may point one elsewhere). */
export function registerPortalRemotes(app: AppInfo): void {
  for (const name of remoteNames) {
    const entry = app.remotes[name];
    if (entry) registerRemote(name, entry);
  }
  // Remotes use each other's exposed components (web-kit's RemoteComponent) through this runtime.
  provideRemoteLoader((id) => loadRemote(id));
}

type RemoteRoutes = Record<string, React.ComponentType>;

/** A remote's `./routes`: its pages, and for some what asks for their data before they render. */
interface RoutesModule {
  routes: RemoteRoutes;
  prefetch?: Partial<Record<string, RoutePrefetch>>;
}

/** Route modules already loaded, for a page to render at once instead of suspending a frame. */
const loadedRoutes = new Map<RemoteName, RoutesModule>();

export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutes> {
  const module = await loadRemote<RoutesModule>(`${remote}/routes`);
  if (!module?.routes) throw new Error(`${remote} exposes no routes`);
  loadedRoutes.set(remote, module);
  return module.routes;
}

/** A remote's route table if it has loaded. */
export function loadedRemoteRoutes(remote: RemoteName): RemoteRoutes | undefined {
  return loadedRoutes.get(remote)?.routes;
}

/**
 * Asks for the data of the page at `target` (a path, perhaps with a query) if its remote has loaded
 * and says how: the request runs while the frame renders instead of after. A prefetch that fails is
 * only a lost head start; the page asks for itself.
 */
export function prefetchRoute(target: string): void {
  const { pathname, search } = new URL(target, location.origin);
  const page = remotePageOf(pathname);
  if (!page) return;
  try {
    loadedRoutes.get(page.remote)?.prefetch?.[page.routeId]?.({ params: page.params, search });
  } catch (error) {
    console.warn(`Prefetch of ${target} failed`, error);
  }
}

/**
 * Loads a remote's routes before its page asks for them (the runtime keeps the module), so the page
 * need not wait for the download. A failure is left to the page: its own load shows it with a retry.
 */
export function warmUpRemote(remote: RemoteName): Promise<void> {
  return loadRemoteRoutes(remote).then(
    () => undefined,
    () => undefined,
  );
}

async function loadTheme(name: string, entry: string): Promise<SkinTheme> {
  const remote = skinRemote(name);
  registerRemote(remote, entry);
  const module = await loadRemote<{ theme: SkinTheme }>(`${remote}/theme`);
  if (!module?.theme) throw new Error(`${remote} exposes no theme`);
  return module.theme;
}

/** Loads the configured skin's style remote, falling back to the neutral one (spec 4 "Skin"). */
export async function loadSkin(app: AppInfo): Promise<SkinTheme | undefined> {
  try {
    return await loadTheme(app.skin, app.skinEntry);
  } catch (error) {
    console.warn(`Skin ${app.skin} unavailable, using none`, error);
    try {
      return await loadTheme('none', app.skinFallbackEntry);
    } catch {
      return undefined;
    }
  }
}

export function applyTheme(theme: SkinTheme | undefined): void {
  const root = document.documentElement;
  root.dataset.skin = theme?.name ?? 'none';
  for (const [name, value] of Object.entries(theme?.cssVariables ?? {})) root.style.setProperty(name, value);
}
