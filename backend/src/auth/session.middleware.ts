import type { RequestHandler } from 'express';
import session from 'express-session';
import type { AppConfig } from '../config/config.js';
import type { DatabaseSessionStore } from './session.store.js';

export const SESSION_MIDDLEWARE = Symbol('SESSION_MIDDLEWARE');
export const sessionCookieName = 'portal.sid';

/** One express-session middleware for HTTP requests and websocket upgrades alike. */
export function createSessionMiddleware(config: AppConfig, store: DatabaseSessionStore): RequestHandler {
  return session({
    name: sessionCookieName,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy,
    // secure 'auto': Secure whenever the request arrived over TLS (directly or via a trusted proxy).
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: config.sessionMaxAgeMs, path: '/' },
  });
}
