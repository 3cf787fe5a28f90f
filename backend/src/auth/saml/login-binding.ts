import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { samlRequestLifetimeMs } from './saml-requests.repository.js';

// A login through the IdP is bound to the browser that started it (login CSRF): the browser keeps a
// random nonce in a cookie, the portal keeps its hash with the AuthnRequest's id, and only an answer
// posted with that cookie finds its request. An answer to another browser's request is refused.

export const loginBindingCookie = 'portal.saml';
const cookiePath = '/rest/saml2';
const noncePattern = /^[A-Za-z0-9_-]{43}$/;

function nonceOf(request: Request): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === loginBindingCookie)
      return value !== undefined && noncePattern.test(value) ? value : undefined;
  }
  return undefined;
}

const hashOf = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

/** The binding of the browser's logins (the hash of its nonce), if it started one. */
export function loginBinding(request: Request): string | undefined {
  const nonce = nonceOf(request);
  return nonce === undefined ? undefined : hashOf(nonce);
}

/**
 * Binds a login about to start to this browser and answers the binding. The nonce it has is kept
 * (logins started in two tabs both come back), else it gets one, for as long as the IdP may take.
 */
export function bindLogin(request: Request, response: Response): string {
  const nonce = nonceOf(request) ?? randomBytes(32).toString('base64url');
  response.cookie(loginBindingCookie, nonce, {
    httpOnly: true,
    path: cookiePath,
    maxAge: samlRequestLifetimeMs,
    // The IdP posts its answer from its own site, which takes only SameSite=None cookies along, and
    // browsers keep those over HTTPS only. Over plain HTTP (development) no SameSite is set.
    ...(request.secure ? { secure: true, sameSite: 'none' as const } : {}),
  });
  return hashOf(nonce);
}
