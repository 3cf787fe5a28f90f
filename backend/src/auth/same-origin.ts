import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { IncomingMessage } from 'node:http';
import { ApiException } from '../common/api-exception.js';
import { declaredEndpoint } from '../common/access.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

type Headers = IncomingMessage['headers'];
const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Whether a browser marks the request as coming from another site: Sec-Fetch-Site (which a page
 * cannot suppress) when sent, else Origin, else Referer compared with the host asked. Clients that
 * send none of them (scripts, the public API clients) are not browsers and carry no ambient cookies
 * from other sites.
 */
export function isForeignSite(headers: Headers, trustProxy: boolean): boolean {
  const fetchSite = header(headers, 'sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const source = header(headers, 'origin') ?? header(headers, 'referer');
  if (!source) return false;
  let sourceHost: string;
  try {
    sourceHost = new URL(source).host;
  } catch {
    return true;
  }
  const forwardedHost = trustProxy ? header(headers, 'x-forwarded-host') : undefined;
  return sourceHost !== (forwardedHost ?? header(headers, 'host'));
}

/**
 * CSRF defence beside SameSite=Lax cookies: state-changing requests (any method but GET/HEAD/OPTIONS,
 * and the GETs the contracts mark `changesState`) from another site are refused, but for the few the
 * contracts mark `fromOtherSites`.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const endpoint = declaredEndpoint(this.reflector, context);
    // The identity provider's answer comes from its site by design; its signature vouches for it.
    if (endpoint?.fromOtherSites) return true;
    // A bearer token is sent on purpose, never by the browser on its own: no cross-site forgery.
    if (request.accessToken) return true;
    const changesState = !safeMethods.has(request.method) || endpoint?.changesState === true;
    if (changesState && isForeignSite(request.headers, Boolean(request.app.get('trust proxy'))))
      throw new ApiException(403, 'exception.csrf');
    return true;
  }
}
