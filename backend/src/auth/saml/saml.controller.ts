import { promisify } from 'node:util';
import { Body, Controller, Inject, Query, Req, Res, UseFilters } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiException, notFound } from '../../common/api-exception.js';
import { PageErrorFilter } from '../../common/api-exception.filter.js';
import { type RequestBody, type RequestQuery, Route } from '../../common/route.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { AuditService } from '../../audit/audit.service.js';
import { isForeignSite } from '../same-origin.js';
import { endSession, publicBaseUrl, sameOriginTarget } from '../session.js';
import { bindLogin, loginBinding } from './login-binding.js';
import { namesSession } from './saml-checks.js';
import { SamlService, type SsoSession } from './saml.service.js';

declare module 'express-session' {
  interface SessionData {
    /** The IdP's subject of a single sign-on session, to log out there too. */
    sso?: SsoSession;
  }
}

/** Single sign-on through the SAML2 IdP (spec 2 /login, spec 4, the public clients' flow). */
@Controller()
@UseFilters(PageErrorFilter)
export class SamlController {
  constructor(
    @Inject(SamlService) private readonly saml: SamlService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Where a RelayState or redirect may lead: a page of this portal, else the start page. */
  private target(request: Request, wanted: string | undefined): string {
    return sameOriginTarget(wanted, publicBaseUrl(request, this.config.publicUrl));
  }

  private requireSso(): void {
    if (!this.saml.enabled) throw notFound();
  }

  /** To the IdP's login, bound to this browser; it comes back to the ACS, then to RelayState. */
  @Route('saml2Login')
  async login(
    @Req() request: Request,
    @Res() response: Response,
    @Query() query: RequestQuery<'saml2Login'>,
  ): Promise<void> {
    this.requireSso();
    const target = this.target(request, query.RelayState);
    response.redirect(302, await this.saml.loginUrl(request, bindLogin(request, response), target));
  }

  /** The IdP's signed answer: a fresh session for the account it names, then RelayState. */
  @Route('saml2Acs')
  async acs(
    @Req() request: Request,
    @Res() response: Response,
    @Body() body: RequestBody<'saml2Acs'>,
  ): Promise<void> {
    this.requireSso();
    const { user, sso } = await this.saml.acs(request, response, loginBinding(request));
    // A new session id for the new login (passport regenerates the session).
    await promisify((done: (error?: unknown) => void) => request.logIn(user, done))();
    request.session.sso = sso;
    // Stored before the redirect leaves: express-session would send the headers first and store
    // after, and a quick next request (a logout) would find the session without the IdP's subject.
    await promisify(request.session.save.bind(request.session))();
    response.redirect(302, this.target(request, body.RelayState));
  }

  /**
   * The person's logout (portal session first, then the IdP's, back to `redirect`), the IdP's
   * answer to it, or the IdP's own logout request (signed), which ends this browser's session only
   * when it is the one the request names.
   */
  @Route('saml2Logout')
  async logout(
    @Req() request: Request,
    @Res() response: Response,
    @Query() query: RequestQuery<'saml2Logout'>,
  ): Promise<void> {
    this.requireSso();
    if (query.SAMLResponse) {
      await this.saml.logoutMessage(request);
      return response.redirect(302, this.target(request, query.RelayState));
    }
    if (query.SAMLRequest) {
      const subject = await this.saml.logoutMessage(request);
      if (!subject) throw new ApiException(401, 'exception.sso.refused');
      // A signed request for one person, brought to another's browser, must not log that one out.
      const sso = request.session.sso;
      const named = sso !== undefined && namesSession(subject, sso);
      if (named) await this.endSession(request, response, 'idp');
      // Nothing of that person here is no failure; another person's session here is.
      const answer = await this.saml.logoutResponseUrl(request, subject, query.RelayState, named || !sso);
      return response.redirect(302, answer);
    }
    // Like /logout: another site may not log the person out.
    if (isForeignSite(request.headers, Boolean(request.app.get('trust proxy'))))
      throw new ApiException(403, 'exception.csrf');
    const sso = request.session.sso;
    await this.endSession(request, response, 'person');
    const target = this.target(request, query.redirect);
    const atIdp = sso?.nameID ? await this.saml.logoutUrl(request, sso, target) : undefined;
    response.redirect(302, atIdp ?? target);
  }

  private async endSession(request: Request, response: Response, by: 'person' | 'idp'): Promise<void> {
    const user = request.user;
    if (user)
      await this.audit.record({ actor: user.login, action: 'logout', details: { method: 'saml', by } });
    await endSession(request, response);
  }

  @Route('saml2Metadata')
  metadata(@Req() request: Request, @Res() response: Response): void {
    this.requireSso();
    response.type('application/samlmetadata+xml').send(this.saml.metadata(request));
  }
}
