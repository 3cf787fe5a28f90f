import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type ApiErrorBody, translateError } from '@portal/contracts';
import { requestLanguage } from '../common/language.js';
import type { TokensService } from './tokens.service.js';

export const BEARER_MIDDLEWARE = Symbol('BEARER_MIDDLEWARE');

const bearer = /^bearer[ \t]+(.*)$/is;

/** The token of an `Authorization: Bearer …` header; undefined when the request has none. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value === undefined ? undefined : (bearer.exec(value)?.[1]?.trim() ?? undefined);
}

/**
 * Runs before the session middleware: a request with a bearer token is that token's user as they are
 * now, with the token's grant on `request.accessToken` and the token's own session state (connected
 * units), never a cookie session. Any token that does not stand for a live token of an existing user
 * is answered 401 here, whatever it contains.
 */
export function bearerMiddleware(tokens: TokensService): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const secret = bearerToken(request.headers.authorization);
    if (secret === undefined) return next();
    tokens.authenticate(secret, request.ip).then((identity) => {
      if (!identity) return refuse(request, response);
      request.user = identity.user;
      request.accessToken = identity.grant;
      // express-session leaves a request that has a session alone: no cookie is read or set.
      Object.assign(request, { sessionID: identity.sessionId, session: { id: identity.sessionId } });
      next();
    }, next);
  };
}

function refuse(request: Request, response: Response): void {
  const key = 'exception.tokeninvalid';
  const body: ApiErrorBody = { status: 401, key, message: translateError(key, requestLanguage(request)) };
  response.status(401).setHeader('WWW-Authenticate', 'Bearer error="invalid_token"').json(body);
}
