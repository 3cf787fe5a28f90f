// No shared modules here (contracts' route table by its own path): the entry uses this module
// before the shared chunks have arrived.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteName, remoteNames, remoteRoutes } from '@portal/contracts/frontend';

/** Registers one remote by its manifest URL (relative ones resolve against the page); force replaces a cached entry. */
export function registerRemote(name: string, entry: string, force = false): void {
  registerRemotes([{ name, entry: new URL(entry, location.href).href }], { force });
}

/** The federation name of a skin's style remote. */
export const skinRemote = (skin: string) => `skin_${skin}`;

/** Whether a route path ('/:sn/dashboard') matches a page's path, as the router matches it. */
function matches(route: string, pathname: string): boolean {
  const wanted = route.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  return (
    wanted.length === given.length &&
    wanted.every((part, i) => part.startsWith(':') || part.toLowerCase() === given[i]?.toLowerCase())
  );
}

/** The remote that shows the page at `pathname`, if a remote does. */
export function remoteOfPath(pathname: string): RemoteName | undefined {
  return remoteNames.find((remote) =>
    Object.values(remoteRoutes[remote]).some((route) => matches(route, pathname)),
  );
}
