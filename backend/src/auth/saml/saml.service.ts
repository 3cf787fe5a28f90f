import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  MultiSamlStrategy,
  type Profile,
  SAML,
  type SamlConfig,
  ValidateInResponseTo,
  generateServiceProviderMetadata,
} from '@node-saml/passport-saml';
import type { Request, RequestHandler, Response } from 'express';
import passport from 'passport';
import { AuditService } from '../../audit/audit.service.js';
import { ApiException } from '../../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import type { SessionUser } from '../session-user.js';
import { UsersService } from '../../users/users.service.js';
import { publicBaseUrl } from '../session.js';
import { IdentityProvider } from './identity-provider.js';
import {
  assertionProblem,
  declaresDoctype,
  postedXml,
  redirectedXml,
  responseDestination,
} from './saml-checks.js';
import { AnswerClaim, SamlRequestsRepository, samlRequestLifetimeMs } from './saml-requests.repository.js';
import { type SsoIdentity, ssoIdentity } from './sso-identity.js';

/** What the session keeps of the assertion, to log out at the IdP (its LogoutRequest names them). */
export interface SsoSession {
  nameID: string;
  nameIDFormat: string;
  sessionIndex?: string;
  nameQualifier?: string;
  spNameQualifier?: string;
}

/** Why a signed-in person got no session, for the page and the audit. */
type Refusal =
  | { key: 'exception.sso.noaccount'; identity: SsoIdentity }
  | { key: 'exception.sso.refused'; reason: string };

const strategyName = 'saml';

/**
 * The request while node-saml works on it: the browser binding of its login (null for logout
 * messages), its claim on the request id, the assertion's subject.
 */
type ProfiledRequest = Request & {
  samlBrowser?: string | null;
  samlClaim?: AnswerClaim;
  samlProfile?: Profile;
};

/**
 * The portal as a SAML2 service provider (`@node-saml/passport-saml`): sends people to the IdP,
 * checks its signed answers (signature, issuer, audience, recipient, destination, validity and clock
 * skew, no document type, an answer to a request of ours from the browser that sent it, and only
 * once) and maps the assertion to a portal account.
 */
@Injectable()
export class SamlService implements OnModuleInit {
  private readonly logger = new Logger('SAML');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(IdentityProvider) private readonly idp: IdentityProvider,
    @Inject(SamlRequestsRepository) private readonly requests: SamlRequestsRepository,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  get enabled(): boolean {
    return this.config.saml !== undefined;
  }

  onModuleInit(): void {
    if (!this.enabled) return;
    // passport-saml is typed against Express 4's request; the portal runs Express 5 (same object).
    const strategy = new MultiSamlStrategy(
      {
        passReqToCallback: true,
        getSamlOptions: (request, done) =>
          void this.options(request as unknown as Request).then(
            (options) => done(null, options),
            (error: Error) => done(error),
          ),
      },
      (request, profile, done) => {
        (request as unknown as ProfiledRequest).samlProfile = profile ?? undefined;
        void this.signOn(request as unknown as Request, profile).then(
          ({ user, refusal }) => done(null, user || undefined, refusal),
          (error: Error) => done(error),
        );
      },
      // IdP-initiated logout goes through the controller, not the strategy.
      (_request, _profile, done) => done(null),
    );
    passport.use(strategyName, strategy as unknown as passport.Strategy);
  }

  /** The portal's own SAML URLs for this request. */
  urls(request: Request): { acs: string; logout: string; metadata: string; entityId: string } {
    const base = publicBaseUrl(request, this.config.publicUrl);
    const metadata = `${base}/rest/saml2/metadata`;
    return {
      acs: `${base}/rest/saml2/acs`,
      logout: `${base}/rest/saml2/logout`,
      metadata,
      entityId: this.config.saml?.spEntityId ?? metadata,
    };
  }

  private async options(request: Request): Promise<SamlConfig> {
    const saml = this.config.saml;
    if (!saml) throw new ApiException(404, 'exception.notfound');
    const idp = await this.idp.describe();
    const urls = this.urls(request);
    return {
      callbackUrl: urls.acs,
      logoutCallbackUrl: urls.logout,
      issuer: urls.entityId,
      audience: urls.entityId,
      entryPoint: idp.loginUrl,
      logoutUrl: idp.logoutUrl ?? '',
      idpCert: idp.certificates,
      idpIssuer: idp.entityId,
      // Many IdPs sign the assertion only; the assertion is what the portal trusts.
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      acceptedClockSkewMs: saml.clockSkewMs,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: samlRequestLifetimeMs,
      cacheProvider: ((request as ProfiledRequest).samlClaim ??= new AnswerClaim(
        this.requests,
        (request as ProfiledRequest).samlBrowser ?? null,
      )),
      // The IdP decides the NameID; the login comes from an attribute.
      identifierFormat: null,
      disableRequestedAuthnContext: true,
      signatureAlgorithm: 'sha256',
      ...(saml.spPrivateKey ? { privateKey: saml.spPrivateKey, publicCert: saml.spCertificate } : {}),
    };
  }

  private async provider(request: Request): Promise<SAML> {
    return new SAML(await this.options(request));
  }

  /**
   * The IdP's login page for a new AuthnRequest, whose answer only the browser of `binding` may post
   * (login-binding.ts); `relayState`: where to go after.
   */
  async loginUrl(request: Request, binding: string, relayState: string): Promise<string> {
    (request as ProfiledRequest).samlBrowser = binding;
    return (await this.provider(request)).getAuthorizeUrlAsync(relayState, request.get('host'), {});
  }

  /**
   * Checks the IdP's posted answer through the passport strategy and returns the account it names;
   * throws 401 with the refusal's key (audited) when there is none. `binding`: the browser's login
   * binding; only an answer to a request it sent is taken.
   */
  async acs(
    request: Request,
    response: Response,
    binding: string | undefined,
  ): Promise<{ user: SessionUser; sso: SsoSession }> {
    const ip = request.ip ?? 'unknown';
    const refuse = async (refusal: Refusal): Promise<never> => {
      const actor = refusal.key === 'exception.sso.noaccount' ? refusal.identity.login : 'unknown';
      this.logger.warn(
        `Sign-in refused from ${ip}: ${'reason' in refusal ? refusal.reason : `no account ${actor}`}`,
      );
      await this.audit.record({
        actor,
        action: 'login.failed',
        details: {
          ip,
          method: 'saml',
          ...('reason' in refusal ? { reason: refusal.reason } : { reason: 'noaccount' }),
        },
      });
      throw new ApiException(
        401,
        refusal.key,
        'identity' in refusal ? { subject: refusal.identity.login } : {},
      );
    };
    const xml = postedXml(String((request.body as { SAMLResponse?: unknown }).SAMLResponse));
    if (declaresDoctype(xml)) return refuse({ key: 'exception.sso.refused', reason: 'doctype' });
    const destination = responseDestination(xml);
    if (destination !== this.urls(request).acs)
      return refuse({ key: 'exception.sso.refused', reason: `destination ${destination ?? 'missing'}` });
    if (binding === undefined)
      return refuse({ key: 'exception.sso.refused', reason: 'no login started in this browser' });
    (request as ProfiledRequest).samlBrowser = binding;
    const outcome = await new Promise<{ error?: unknown; user?: SessionUser | false; info?: unknown }>(
      (resolve) => {
        const authenticate = passport.authenticate(
          strategyName,
          { session: false },
          (error: unknown, user: SessionUser | false, info: unknown) => resolve({ error, user, info }),
        ) as RequestHandler;
        void authenticate(request, response, (error: unknown) => resolve({ error }));
      },
    );
    if (outcome.error instanceof ApiException) throw outcome.error;
    if (outcome.error || !outcome.user) {
      const refusal = outcome.info as Refusal | undefined;
      return refuse(
        refusal?.key === 'exception.sso.noaccount'
          ? refusal
          : { key: 'exception.sso.refused', reason: errorText(outcome.error) ?? 'no user' },
      );
    }
    const { samlProfile: profile, samlClaim } = request as ProfiledRequest;
    // Another copy of this answer, checked at the same time, took its request id first.
    if (!samlClaim?.took) return refuse({ key: 'exception.sso.refused', reason: 'answer used twice' });
    await this.audit.record({ actor: outcome.user.login, action: 'login', details: { ip, method: 'saml' } });
    return { user: outcome.user, sso: profile ? ssoSessionOf(profile) : { nameID: '', nameIDFormat: '' } };
  }

  /** The account an assertion names, made when allowed; a refusal when there is none. */
  private async signOn(
    request: Request,
    profile: Profile | null,
  ): Promise<{ user: SessionUser | false; refusal?: Refusal }> {
    const saml = this.config.saml;
    if (!profile || !saml)
      return { user: false, refusal: { key: 'exception.sso.refused', reason: 'no assertion' } };
    const problem = assertionProblem(profile.getAssertionXml?.() ?? '', {
      issuer: (await this.idp.describe()).entityId,
      recipient: this.urls(request).acs,
    });
    if (problem) return { user: false, refusal: { key: 'exception.sso.refused', reason: problem } };
    const identity = ssoIdentity(profile, saml.loginAttribute);
    if (!identity)
      return { user: false, refusal: { key: 'exception.sso.refused', reason: `no ${saml.loginAttribute}` } };
    const user =
      (await this.users.findByLogin(identity.login)) ??
      (saml.createUsers ? await this.createOperator(identity) : undefined);
    if (!user) return { user: false, refusal: { key: 'exception.sso.noaccount', identity } };
    return { user };
  }

  private async createOperator(identity: SsoIdentity): Promise<SessionUser | undefined> {
    await this.users.create({
      login: identity.login,
      name: identity.name,
      email: identity.email,
      roles: ['betreiber'],
      // Created from the IdP's word: the person completes the address on first use (spec 4).
      metaData: { email: identity.email, reviewUserData: true },
    });
    await this.audit.record({ actor: identity.login, action: 'account.create', details: { method: 'saml' } });
    return this.users.findByLogin(identity.login);
  }

  /** The IdP's logout page with a LogoutRequest for `sso`, or undefined when the IdP has none. */
  async logoutUrl(request: Request, sso: SsoSession, relayState: string): Promise<string | undefined> {
    const options = await this.options(request);
    if (!options.logoutUrl) return undefined;
    return new SAML(options).getLogoutUrlAsync(sso as unknown as Profile, relayState, {});
  }

  /**
   * Checks a logout message the IdP sent by redirect (its answer to ours, or its own request, which
   * must be signed); answers the request's subject, or null for an answer.
   */
  async logoutMessage(request: Request): Promise<Profile | null> {
    const query = request.query as Record<string, string | undefined>;
    if (query['SAMLRequest'] && !query['Signature']) throw new ApiException(401, 'exception.sso.refused');
    const xml = redirectedXml(query['SAMLRequest'] ?? query['SAMLResponse'] ?? '');
    if (xml === undefined || declaresDoctype(xml)) throw new ApiException(401, 'exception.sso.refused');
    (request as ProfiledRequest).samlBrowser = null;
    const originalQuery = request.originalUrl.split('?')[1] ?? '';
    try {
      const { profile } = await (await this.provider(request)).validateRedirectAsync(query, originalQuery);
      return profile;
    } catch (error) {
      if (error instanceof ApiException) throw error;
      await this.audit.record({
        actor: request.user ? (request.user as SessionUser).login : 'unknown',
        action: 'logout.failed',
        details: { method: 'saml', reason: errorText(error) },
      });
      throw new ApiException(401, 'exception.sso.refused');
    }
  }

  /**
   * The IdP's page that answers its LogoutRequest: `ended`, or the principal is unknown here
   * (Requester, UnknownPrincipal).
   */
  async logoutResponseUrl(
    request: Request,
    profile: Profile,
    relayState: string | undefined,
    ended: boolean,
  ): Promise<string> {
    return (await this.provider(request)).getLogoutResponseUrlAsync(profile, relayState ?? '', {}, ended);
  }

  /** The portal's service provider metadata, with its signing certificate when it has one. */
  metadata(request: Request): string {
    const urls = this.urls(request);
    const saml = this.config.saml;
    const xml = generateServiceProviderMetadata({
      issuer: urls.entityId,
      callbackUrl: urls.acs,
      logoutCallbackUrl: urls.logout,
      identifierFormat: null,
      wantAssertionsSigned: true,
      ...(saml?.spPrivateKey
        ? { privateKey: saml.spPrivateKey, publicCerts: saml.spCertificate ?? null }
        : {}),
    });
    // node-saml always names the POST binding for logout; the portal takes logout messages by redirect.
    return xml.replace(
      /(<SingleLogoutService Binding=")urn:oasis:names:tc:SAML:2\.0:bindings:HTTP-POST"/,
      '$1urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect"',
    );
  }
}

function errorText(error: unknown): string | undefined {
  return error === undefined || error === null
    ? undefined
    : error instanceof Error
      ? error.message
      : JSON.stringify(error);
}

/** What the session keeps of an assertion's subject. */
function ssoSessionOf(profile: Profile): SsoSession {
  return {
    nameID: profile.nameID,
    nameIDFormat: profile.nameIDFormat,
    ...(profile.sessionIndex ? { sessionIndex: profile.sessionIndex } : {}),
    ...(profile.nameQualifier ? { nameQualifier: profile.nameQualifier } : {}),
    ...(profile.spNameQualifier ? { spNameQualifier: profile.spNameQualifier } : {}),
  };
}
