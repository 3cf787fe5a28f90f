import { type RemoteName, remoteNames, remoteRoutes } from './federation.js';

// Which remote shows a page, matched as the shell's router matches: the shell's entry uses it to
// load that remote early, the backend to hint its files in the page (ADR 0007, 0008).

/** A path segment as the router reads it: decoded, or as it stands when it is no valid encoding. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A route path's parameters ('/:sn/dashboard') in a page's path, if it matches as the router matches. */
function paramsOf(route: string, pathname: string): Record<string, string> | undefined {
  const wanted = route.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  const matches =
    wanted.length === given.length &&
    wanted.every((part, i) => part.startsWith(':') || part.toLowerCase() === given[i]?.toLowerCase());
  if (!matches) return undefined;
  return Object.fromEntries(
    wanted.flatMap((part, i) => (part.startsWith(':') ? [[part.slice(1), decoded(given[i]!)]] : [])),
  );
}

/** The remote that shows the page at `pathname`, the route's id and its parameters, if a remote does. */
export function remotePageOf(
  pathname: string,
): { remote: RemoteName; routeId: string; params: Record<string, string> } | undefined {
  for (const remote of remoteNames)
    for (const [routeId, route] of Object.entries(remoteRoutes[remote])) {
      const params = paramsOf(route, pathname);
      if (params) return { remote, routeId, params };
    }
  return undefined;
}

/** The remote that shows the page at `pathname`, if a remote does. */
export function remoteOfPath(pathname: string): RemoteName | undefined {
  return remotePageOf(pathname)?.remote;
}
