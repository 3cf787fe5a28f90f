import { Inject, Injectable, Logger } from '@nestjs/common';
import { ApiException } from '../../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { type IdpDescription, parseIdpMetadata } from './idp-metadata.js';

/** Metadata fetched from a URL is fetched again after this long (the IdP may roll its keys). */
export const metadataRefreshMs = 60 * 60_000;
const metadataTimeoutMs = 10_000;

/**
 * The configured identity provider: from its metadata (a file, or a URL fetched when first needed
 * and refreshed hourly, the last good copy kept while the IdP cannot be reached) or given directly.
 */
@Injectable()
export class IdentityProvider {
  private readonly logger = new Logger('SAML');
  private fetched: { description: IdpDescription; at: number } | undefined;
  private fetching: Promise<IdpDescription> | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Throws 503 `exception.sso.unavailable` when the metadata cannot be had. */
  async describe(): Promise<IdpDescription> {
    const source = this.config.saml?.idp;
    if (!source) throw new ApiException(404, 'exception.notfound');
    if (source.kind === 'direct')
      return {
        entityId: source.entityId,
        loginUrl: source.entryPoint,
        logoutUrl: source.logoutUrl,
        certificates: source.certificates,
      };
    if (source.kind === 'metadata') return this.parsed(source.xml);
    if (this.fetched && Date.now() - this.fetched.at < metadataRefreshMs) return this.fetched.description;
    this.fetching ??= this.fetch(source.url).finally(() => (this.fetching = undefined));
    try {
      return await this.fetching;
    } catch (error) {
      this.logger.warn(
        `IdP metadata from ${source.url}: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (this.fetched) return this.fetched.description;
      throw new ApiException(503, 'exception.sso.unavailable');
    }
  }

  private parsed(xml: string): IdpDescription {
    try {
      return parseIdpMetadata(xml);
    } catch (error) {
      this.logger.error(`IdP metadata: ${error instanceof Error ? error.message : String(error)}`);
      throw new ApiException(503, 'exception.sso.unavailable');
    }
  }

  private async fetch(url: string): Promise<IdpDescription> {
    const answer = await fetch(url, { signal: AbortSignal.timeout(metadataTimeoutMs) });
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    const description = parseIdpMetadata(await answer.text());
    this.fetched = { description, at: Date.now() };
    return description;
  }
}
