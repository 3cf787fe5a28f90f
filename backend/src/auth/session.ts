import { promisify } from 'node:util';
import type { Request, Response } from 'express';
import { sessionCookieName } from './session.middleware.js';

/** Logs out and removes the session row and cookie. */
export async function endSession(request: Request, response: Response): Promise<void> {
  if (request.user) await promisify(request.logout.bind(request))();
  await promisify(request.session.destroy.bind(request.session))();
  response.clearCookie(sessionCookieName, { path: '/' });
}

/** Base URL for links in mails: PUBLIC_URL, else the address the caller used. */
export function publicBaseUrl(request: Request, configured: string | undefined): string {
  return configured ?? `${request.protocol}://${request.get('host') ?? 'localhost'}`;
}

/**
 * Only targets on this portal's own origin are followed; anything else goes to the start page. The
 * answer is a path with exactly one leading slash: dot segments and backslashes can resolve to '//host'
 * ('/.//evil.example', '/..//', '/./\\'), which a browser follows as a link to another host.
 */
export function sameOriginTarget(returnUrl: string | undefined, base: string): string {
  if (!returnUrl) return '/';
  try {
    const target = new URL(returnUrl, base);
    if (target.origin !== new URL(base).origin) return '/';
    return `${target.pathname.replace(/^\/+/, '/')}${target.search}${target.hash}`;
  } catch {
    return '/';
  }
}
