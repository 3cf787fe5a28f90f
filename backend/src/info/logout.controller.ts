import { Controller, Inject, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Route, type RequestQuery } from '../common/route.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { endSession, publicBaseUrl } from './session.js';

/** GET /logout?returnUrl=… (outside /rest): ends the session and returns to a page of this portal. */
@Controller()
export class LogoutController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Route('logoutRedirect')
  async logout(
    @Req() request: Request,
    @Res() response: Response,
    @Query() query: RequestQuery<'logoutRedirect'>,
  ): Promise<void> {
    await endSession(request, response);
    response.redirect(302, sameOriginTarget(query.returnUrl, publicBaseUrl(request, this.config.publicUrl)));
  }
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
