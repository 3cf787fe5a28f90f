import type { NextFunction, Request, Response } from 'express';
import { ApiException } from '../common/api-exception.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence beside SameSite=Lax cookies: a state-changing request that a browser marks as coming
 * from another origin (Origin, else Referer) is refused. Clients that send neither (scripts, the
 * public API clients) are not browsers and carry no ambient cookies from other sites.
 */
export function refuseCrossOrigin(request: Request, _response: Response, next: NextFunction): void {
  if (safeMethods.has(request.method)) return next();
  const source = request.get('origin') ?? request.get('referer');
  if (!source) return next();
  let sourceHost: string;
  try {
    sourceHost = new URL(source).host;
  } catch {
    return next(new ApiException(403, 'exception.csrf'));
  }
  const host =
    request.get('x-forwarded-host') && request.app.get('trust proxy')
      ? request.get('x-forwarded-host')
      : request.get('host');
  next(sourceHost === host ? undefined : new ApiException(403, 'exception.csrf'));
}
