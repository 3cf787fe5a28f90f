import type { Request } from 'express';
import { loopbackNames } from '../config/config.js';

// A browser's session cookie belongs to the host it opened the portal by (127.0.0.1 and localhost are
// two sites to it). The shop round trip therefore keeps that host: the hand-over leads to the shop
// under it and the shop returns to it. Only hosts the portal is configured to be known by count, so
// a forged Host header can send nobody elsewhere.

/** The origin (scheme://host:port) the request came by, when its host is one of `portalHosts`. */
export function requestOrigin(request: Request, portalHosts: readonly string[]): string | undefined {
  const host = request.get('host')?.toLowerCase();
  if (!host || !portalHosts.includes(host)) return undefined;
  return `${request.protocol}://${host}`;
}

/**
 * The shop's order page as the user reaches it: a shop on this machine (the stand-in under
 * `pnpm start`, named by a loopback name) under the host name the user came by; any other unchanged.
 */
export function handOverUrl(orderUrl: string, origin: string | undefined): string {
  if (!origin) return orderUrl;
  let url: URL;
  try {
    url = new URL(orderUrl);
  } catch {
    return orderUrl;
  }
  if (!loopbackNames.includes(url.hostname)) return orderUrl;
  url.hostname = new URL(origin).hostname;
  return url.toString();
}
