import { promisify } from 'node:util';
import type { Request, Response } from 'express';

import { sessionCookieName } from '../auth/session.middleware.js';

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
